import { catalog, designs, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showDesign } from "../use-cases/show-design.ts";
import { saveDesign } from "../use-cases/save-design.ts";
import { renderDesignPreview } from "../use-cases/render-design-preview.ts";
import { showKeysDetails } from "../use-cases/show-keys-details.ts";
import { saveKeysDetails } from "../use-cases/save-keys-details.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products/:id`;

/** The "design" step (ticket or certificate) with its PDF preview, and the certificate's "keys details". */
export const designRoutes: RouteModule = (app, deps) => {
  app.get(
    `${base}/design`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The ticket or certificate design with its defaults filled in",
        params: productParts.productParams,
        response: { 200: designs.designAnswer },
      },
    },
    async (req) => unwrap(await showDesign(deps, actingSeller(req), req.params.id)),
  );

  app.put(
    `${base}/design`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Save the ticket or certificate design",
        params: productParts.productParams,
        body: designs.designBody,
        response: { 200: catalog.productEnvelope },
      },
    },
    async (req) => ({ product: unwrap(await saveDesign(deps, actingSeller(req), req.params.id, req.body)) }),
  );

  app.get(
    `${base}/design/preview.pdf`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "A sample ticket or certificate drawn with the saved design (application/pdf)",
        params: productParts.productParams,
      },
    },
    async (req, reply) => {
      const pdf = unwrap(await renderDesignPreview(deps, actingSeller(req), req.params.id, req.locale));
      return reply
        .type("application/pdf")
        .header("content-disposition", 'inline; filename="preview.pdf"')
        .header("cache-control", "no-store")
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    `${base}/keys_details`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The certificate's fields, texts and serial format",
        params: productParts.productParams,
        response: { 200: designs.keysDetailsAnswer },
      },
    },
    async (req) => unwrap(await showKeysDetails(deps, actingSeller(req), req.params.id)),
  );

  app.put(
    `${base}/keys_details`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Save the certificate's fields, texts and serial format",
        params: productParts.productParams,
        body: designs.keysDetailsBody,
        response: { 200: catalog.productEnvelope },
      },
    },
    async (req) => ({
      product: unwrap(await saveKeysDetails(deps, actingSeller(req), req.params.id, req.body)),
    }),
  );
};
