import { CheckoutPage } from "../checkout/CheckoutPage.tsx";
import { hydratePage } from "./hydrate.tsx";

hydratePage("checkout", (data) => <CheckoutPage view={data.view} />);
