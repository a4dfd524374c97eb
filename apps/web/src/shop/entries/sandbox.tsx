import { SandboxPage } from "../pages/SandboxPage.tsx";
import { hydratePage } from "./hydrate.tsx";

hydratePage("sandbox", (data) => <SandboxPage payment={data.payment} />);
