import { catalogFiles, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { listItems } from "../use-cases/list-items.ts";
import { setItems } from "../use-cases/set-items.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const path = `${API}/cabinet/products/:id/items`;

/** The "products" step of bundles and memberships: the included products and their order. */
export const itemRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The included products in order",
        params: productParts.productParams,
        response: { 200: catalogFiles.itemsAnswer },
      },
    },
    async (req) => unwrap(await listItems(deps, actingSeller(req), req.params.id)),
  );

  app.put(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Set the included products (the whole list, in order)",
        params: productParts.productParams,
        body: catalogFiles.setItemsBody,
        response: { 200: catalogFiles.itemsAnswer },
      },
    },
    async (req) => {
      const edited = unwrap(await setItems(deps, actingSeller(req), req.params.id, req.body));
      return { list: edited.value, product_version: edited.product.version };
    },
  );
};
