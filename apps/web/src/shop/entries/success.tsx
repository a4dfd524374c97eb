import { SuccessPage } from "../pages/SuccessPage.tsx";
import { hydratePage } from "./hydrate.tsx";

hydratePage("success", (data) => <SuccessPage order={data.order} />);
