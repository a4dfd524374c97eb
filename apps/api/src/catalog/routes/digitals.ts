import { catalogFiles, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import type { Edited } from "../edit-product.ts";
import type { DigitalView } from "../files/digitals.ts";
import { listDigitals } from "../use-cases/list-digitals.ts";
import { addDigital } from "../use-cases/add-digital.ts";
import { updateDigital } from "../use-cases/update-digital.ts";
import { removeDigital } from "../use-cases/remove-digital.ts";
import { orderDigitals } from "../use-cases/order-digitals.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products/:id/digitals`;
const answer = { 200: catalogFiles.digitalsAnswer };

/** Every write answers the whole list in its order, with the version the next edit must name. */
const listAnswer = (edited: Edited<DigitalView[]>) => ({
  list: edited.value,
  product_version: edited.product.version,
});

/** The "file upload" step of a download: its files, their order, PDF stamping. */
export const digitalRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "A download's files in order",
        params: productParts.productParams,
        response: answer,
      },
    },
    async (req) => unwrap(await listDigitals(deps, actingSeller(req), req.params.id)),
  );

  app.post(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Add an uploaded file at the end",
        params: productParts.productParams,
        body: catalogFiles.addDigitalBody,
        response: { 201: catalogFiles.digitalsAnswer },
      },
    },
    async (req, reply) => {
      const edited = unwrap(await addDigital(deps, actingSeller(req), req.params.id, req.body));
      return reply.code(201).send(listAnswer(edited));
    },
  );

  app.put(
    `${base}/order`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Order the files (every id once)",
        params: productParts.productParams,
        body: catalogFiles.orderBody,
        response: answer,
      },
    },
    async (req) => listAnswer(unwrap(await orderDigitals(deps, actingSeller(req), req.params.id, req.body))),
  );

  app.patch(
    `${base}/:digital_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Replace a file (same place) or switch PDF stamping",
        params: catalogFiles.digitalParams,
        body: catalogFiles.updateDigitalBody,
        response: answer,
      },
    },
    async (req) =>
      listAnswer(
        unwrap(await updateDigital(deps, actingSeller(req), req.params.id, req.params.digital_id, req.body)),
      ),
  );

  app.delete(
    `${base}/:digital_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Take a file off the download (If-Match: version)",
        params: catalogFiles.digitalParams,
        headers: productParts.ifMatchHeaders,
        response: answer,
      },
    },
    async (req) =>
      listAnswer(
        unwrap(
          await removeDigital(
            deps,
            actingSeller(req),
            req.params.id,
            req.params.digital_id,
            req.headers["if-match"],
          ),
        ),
      ),
  );
};
