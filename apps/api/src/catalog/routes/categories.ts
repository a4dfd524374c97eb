import { catalog } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { listCategories } from "../use-cases/list-categories.ts";
import { createCategory } from "../use-cases/create-category.ts";
import { updateCategory } from "../use-cases/update-category.ts";
import { removeCategory } from "../use-cases/remove-category.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/product_categories`;

/** The seller's product categories, a tree by parent_id. */
export const categoryRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: { tags, summary: "Categories in tree order", response: { 200: catalog.categoriesAnswer } },
    },
    async (req) => ({ list: await listCategories(deps, actingSeller(req)) }),
  );

  app.post(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Add a category (under a parent of the seller's)",
        body: catalog.createCategoryBody,
        response: { 201: catalog.categoryEnvelope },
      },
    },
    async (req, reply) => {
      const category = unwrap(await createCategory(deps, actingSeller(req), req.body));
      return reply.code(201).send({ category });
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Change or move a category (never under itself)",
        params: catalog.categoryParams,
        body: catalog.updateCategoryBody,
        response: { 200: catalog.categoryEnvelope },
      },
    },
    async (req) => ({
      category: unwrap(await updateCategory(deps, actingSeller(req), req.params.id, req.body)),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Remove a category; its subcategories move up",
        params: catalog.categoryParams,
      },
    },
    async (req, reply) => {
      unwrap(await removeCategory(deps, actingSeller(req), req.params.id));
      return reply.code(204).send();
    },
  );
};
