import { SellerShopPage } from "../pages/SellerShopPage.tsx";
import { hydratePage } from "./hydrate.tsx";

hydratePage("seller_shop", (data) => <SellerShopPage shop={data.shop} />);
