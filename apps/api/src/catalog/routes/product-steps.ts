import type { z } from "zod";
import { catalog, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import type { Deps } from "../../platform/deps.ts";
import type { Result } from "../../platform/result.ts";
import { updateProductDetails } from "../use-cases/update-product-details.ts";
import { saveProductCheckout } from "../use-cases/save-product-checkout.ts";
import { saveProductUpsell } from "../use-cases/save-product-upsell.ts";
import { saveProductDelivery } from "../use-cases/save-product-delivery.ts";
import { saveProductPages } from "../use-cases/save-product-pages.ts";
import { saveProductAdvanced } from "../use-cases/save-product-advanced.ts";
import { recordProductStep } from "../use-cases/record-product-step.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products/:id`;

type Save<B> = (deps: Deps, sellerId: number, productId: number, body: B) => Promise<Result<catalog.Product>>;

/** The editor's steps: each saves its settings as a whole against the version it loaded. */
export const productStepRoutes: RouteModule = (app, deps) => {
  const step = <S extends z.ZodType>(
    method: "PUT" | "PATCH" | "POST",
    path: string,
    summary: string,
    body: S,
    save: Save<z.output<S>>,
  ) =>
    app.route({
      method,
      url: `${base}/${path}`,
      config: cabinetConfig,
      schema: {
        tags,
        summary,
        params: productParts.productParams,
        body,
        response: { 200: catalog.productEnvelope },
      },
      // The type provider cannot narrow a generic schema; `body` above has parsed it into this type.
      handler: async (req) => ({
        product: unwrap(await save(deps, actingSeller(req), req.params.id, req.body as z.output<S>)),
      }),
    });

  step(
    "PATCH",
    "details",
    "Details step: name, slug, description, categories, covers …",
    catalog.detailsBody,
    updateProductDetails,
  );
  step(
    "PUT",
    "checkout",
    "Checkout step: pricing plans (full list), discount, limit, payment methods …",
    catalog.checkoutBody,
    saveProductCheckout,
  );
  step(
    "PUT",
    "upsell",
    "Upsell step: products offered after purchase, funnel",
    catalog.upsellBody,
    saveProductUpsell,
  );
  step(
    "PUT",
    "delivery",
    "Delivery step: standard, custom or no email",
    catalog.deliveryBody,
    saveProductDelivery,
  );
  step(
    "PUT",
    "pages",
    "Pages step: success page, cancellation terms, terms",
    catalog.pagesBody,
    saveProductPages,
  );
  step(
    "PUT",
    "advanced",
    "Advanced step: tracking codes (full list) and other settings",
    catalog.advancedBody,
    saveProductAdvanced,
  );
  step("POST", "step", "Record the editor step reached (resume point)", catalog.stepBody, recordProductStep);
};
