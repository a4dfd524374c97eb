import { AreaHomePage } from "../app/area/AreaHomePage.tsx";

export function CabinetHomePage() {
  return <AreaHomePage area="cabinet" />;
}
