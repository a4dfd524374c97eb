import { catalog, listResponse, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { listProducts } from "../use-cases/list-products.ts";
import { createProduct } from "../use-cases/create-product.ts";
import { showProduct } from "../use-cases/show-product.ts";
import { previewProduct } from "../use-cases/preview-product.ts";
import { duplicateProduct } from "../use-cases/duplicate-product.ts";
import { renderCheckoutQr } from "../use-cases/render-checkout-qr.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products`;

/** The product list and a product as a whole: create, read, preview, duplicate. */
export const productRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's products with their warnings (30 per page)",
        querystring: catalog.productsQuery,
        response: { 200: listResponse(catalog.productListItem) },
      },
    },
    async (req) => listProducts(deps, actingSeller(req), req.query),
  );

  app.post(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Create a product of a type (unpublished; slug from the name)",
        body: catalog.createProductBody,
        response: { 201: catalog.productEnvelope },
      },
    },
    async (req, reply) => {
      const product = unwrap(await createProduct(deps, actingSeller(req), req.body));
      return reply.code(201).send({ product });
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "One product with every step's settings",
        params: productParts.productParams,
        response: { 200: catalog.productEnvelope },
      },
    },
    async (req) => ({ product: unwrap(await showProduct(deps, actingSeller(req), req.params.id)) }),
  );

  app.get(
    `${base}/:id/preview`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "What the buyer's product page will show",
        params: productParts.productParams,
        response: { 200: catalog.previewAnswer },
      },
    },
    async (req) => unwrap(await previewProduct(deps, actingSeller(req), req.params.id)),
  );

  app.post(
    `${base}/:id/duplicate`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Deep copy as a new unpublished product (never the license key pool)",
        params: productParts.productParams,
        response: { 201: catalog.productEnvelope },
      },
    },
    async (req, reply) => {
      const product = unwrap(await duplicateProduct(deps, actingSeller(req), req.params.id));
      return reply.code(201).send({ product });
    },
  );

  app.get(
    `${base}/:id/checkout_qr.svg`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The QR code of a published product's checkout page (image/svg+xml)",
        params: productParts.productParams,
      },
    },
    async (req, reply) => {
      const svg = unwrap(await renderCheckoutQr(deps, actingSeller(req), req.params.id));
      return reply.type("image/svg+xml").header("cache-control", "no-store").send(svg);
    },
  );
};
