import { UpsellPage } from "../pages/UpsellPage.tsx";
import { hydratePage } from "./hydrate.tsx";

hydratePage("upsell", (data) => <UpsellPage order={data.order} />);
