import { AreaHomePage } from "../app/area/AreaHomePage.tsx";

export function PayerHomePage() {
  return <AreaHomePage area="payer" />;
}
