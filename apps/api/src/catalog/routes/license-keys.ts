import { catalogFiles, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import type { Edited } from "../edit-product.ts";
import { listLicenseKeys } from "../use-cases/list-license-keys.ts";
import { addLicenseKeys } from "../use-cases/add-license-keys.ts";
import { generateLicenseKeys } from "../use-cases/generate-license-keys.ts";
import { saveLicenseKeyFormat } from "../use-cases/save-license-key-format.ts";
import { removeLicenseKeys } from "../use-cases/remove-license-keys.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products/:id/license_keys`;
/** 10,000 keys of up to 255 characters, as JSON. */
const KEYS_BODY_LIMIT = 4 * 1024 * 1024;

const withVersion = <T extends object>(edited: Edited<T>) => ({
  ...edited.value,
  product_version: edited.product.version,
});

/** The "add license keys" step: the key pool, its stock, the generator format. */
export const licenseKeyRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "A page of the key pool with its stock",
        params: productParts.productParams,
        querystring: catalogFiles.licenseKeysQuery,
        response: { 200: catalogFiles.licenseKeysAnswer },
      },
    },
    async (req) => unwrap(await listLicenseKeys(deps, actingSeller(req), req.params.id, req.query)),
  );

  app.post(
    base,
    {
      config: cabinetConfig,
      bodyLimit: KEYS_BODY_LIMIT,
      schema: {
        tags,
        summary: "Add pasted or uploaded keys ({ keys }) or generate keys ({ generate: { format, count } })",
        params: productParts.productParams,
        body: catalogFiles.addLicenseKeysBody,
        response: { 201: catalogFiles.addLicenseKeysAnswer },
      },
    },
    async (req, reply) => {
      const sellerId = actingSeller(req);
      const { version, keys, generate } = req.body;
      const edited = generate
        ? await generateLicenseKeys(deps, sellerId, req.params.id, { version, ...generate })
        : await addLicenseKeys(deps, sellerId, req.params.id, { version, keys: keys ?? [] });
      return reply.code(201).send(withVersion(unwrap(edited)));
    },
  );

  app.put(
    `${API}/cabinet/products/:id/license_key_format`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Save the key generator format",
        params: productParts.productParams,
        body: catalogFiles.licenseKeyFormatBody,
        response: { 200: catalogFiles.licenseKeyFormatAnswer },
      },
    },
    async (req) => {
      const edited = unwrap(await saveLicenseKeyFormat(deps, actingSeller(req), req.params.id, req.body));
      return { format: edited.value, product_version: edited.product.version };
    },
  );

  app.delete(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Delete available keys ({ ids }; If-Match: version)",
        params: productParts.productParams,
        headers: productParts.ifMatchHeaders,
        body: catalogFiles.removeLicenseKeysBody,
        response: { 200: catalogFiles.removeLicenseKeysAnswer },
      },
    },
    async (req) =>
      withVersion(
        unwrap(
          await removeLicenseKeys(deps, actingSeller(req), req.params.id, {
            version: req.headers["if-match"],
            ids: req.body.ids,
          }),
        ),
      ),
  );

  app.delete(
    `${base}/:key_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Delete one available key (If-Match: version)",
        params: catalogFiles.licenseKeyParams,
        headers: productParts.ifMatchHeaders,
        response: { 200: catalogFiles.removeLicenseKeysAnswer },
      },
    },
    async (req) =>
      withVersion(
        unwrap(
          await removeLicenseKeys(deps, actingSeller(req), req.params.id, {
            version: req.headers["if-match"],
            ids: [req.params.key_id],
          }),
        ),
      ),
  );
};
