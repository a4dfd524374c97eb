import { CheckoutPage } from "../checkout/CheckoutPage.tsx";
import { hydratePage } from "./hydrate.tsx";
import { listenForEmbedEscape } from "../checkout/embed.ts";

hydratePage("checkout", (data) => <CheckoutPage view={data.view} />);
listenForEmbedEscape();
