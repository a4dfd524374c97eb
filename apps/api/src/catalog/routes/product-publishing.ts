import { catalog, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { changeProductState, type SellerProductAction } from "../use-cases/change-product-state.ts";
import { cabinetConfig } from "./part-route.ts";

const SUMMARIES: Record<SellerProductAction, string> = {
  publish:
    "Publish (into review when the seller's paid products are reviewed); refused with the not-ready reasons",
  unpublish: "Unpublish (or withdraw from review)",
  archive: "Archive an unpublished product",
  unarchive: "Take a product out of the archive",
};

/** The product list's actions, through the domain's transition table. */
export const productPublishingRoutes: RouteModule = (app, deps) => {
  for (const action of Object.keys(SUMMARIES) as SellerProductAction[]) {
    app.post(
      `${API}/cabinet/products/:id/${action}`,
      {
        config: cabinetConfig,
        schema: {
          tags: ["cabinet", "catalog"],
          summary: SUMMARIES[action],
          params: productParts.productParams,
          body: catalog.versionBody,
          response: { 200: catalog.productEnvelope },
        },
      },
      async (req) => ({
        product: unwrap(
          await changeProductState(deps, actingSeller(req), req.params.id, req.body.version, action),
        ),
      }),
    );
  }
};
