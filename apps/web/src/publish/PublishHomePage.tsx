import { AreaHomePage } from "../app/area/AreaHomePage.tsx";

export function PublishHomePage() {
  return <AreaHomePage area="publish" />;
}
