import { ManagePage } from "../pages/ManagePage.tsx";
import { hydratePage } from "./hydrate.tsx";

hydratePage("manage", (data) => <ManagePage order={data.order} methods={data.methods} />);
