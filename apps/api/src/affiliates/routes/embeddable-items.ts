import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listEmbeddableItems } from "../embeds/list-embeddable-items.ts";
import { showEmbeddableItem } from "../embeds/show-embeddable-item.ts";
import { createEmbeddableItem } from "../embeds/create-embeddable-item.ts";
import { updateEmbeddableItem } from "../embeds/update-embeddable-item.ts";
import { deleteEmbeddableItem } from "../embeds/delete-embeddable-item.ts";
import { showPublicEmbeddableItem } from "../embeds/show-public-embeddable-item.ts";
import { listEmbedProducts } from "../embeds/list-embed-products.ts";

const tags = ["publish", "affiliates"];
const base = `${API}/publish/embeddable_items`;
const config = { access: ["publisher"] as const };

/** The publisher's embeddable items (spec two §3) and the public answer the embed script reads. */
export const embeddableItemRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The publisher's embeddable items, 15 a page, with their snippets",
        querystring: affiliates.embeddableItemsQuery,
        response: { 200: affiliates.embeddableItemsAnswer },
      },
    },
    async (req) => listEmbeddableItems(deps, currentUser(req).userId, req.query),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "Create an embeddable item for a program the publisher is active in",
        body: affiliates.embeddableItemBody,
        response: { 201: affiliates.embeddableItemEnvelope },
      },
    },
    async (req, reply) => {
      const item = await createEmbeddableItem(deps, currentUser(req).userId, req.body);
      return reply.code(201).send({ embeddable_item: item });
    },
  );

  app.get(
    `${base}/products`,
    {
      config,
      schema: {
        tags,
        summary: "The products an item of one of the publisher's programs may lead to",
        querystring: affiliates.embedProductsQuery,
        response: { 200: affiliates.embedProductsAnswer },
      },
    },
    async (req) => ({
      products: await listEmbedProducts(deps, currentUser(req).userId, req.query.program_id),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "One of the publisher's items with its link and snippet",
        params: affiliates.embeddableItemParams,
        response: { 200: affiliates.embeddableItemEnvelope },
      },
    },
    async (req) => ({
      embeddable_item: await showEmbeddableItem(deps, currentUser(req).userId, req.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Replace the item's settings (checked like a new one)",
        params: affiliates.embeddableItemParams,
        body: affiliates.embeddableItemBody,
        response: { 200: affiliates.embeddableItemEnvelope },
      },
    },
    async (req) => ({
      embeddable_item: await updateEmbeddableItem(deps, currentUser(req).userId, req.params.id, req.body),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: { tags, summary: "Delete the item", params: affiliates.embeddableItemParams },
    },
    async (req, reply) => {
      await deleteEmbeddableItem(deps, currentUser(req).userId, req.params.id);
      return reply.code(204).send();
    },
  );

  // Read by the embed script on any site: anyone may read it (no credentials, nothing private),
  // and caches may keep it a few minutes.
  app.get(
    `${API}/app/embeddable_items/:id`,
    {
      config: { access: "public" },
      schema: {
        tags: ["app", "affiliates"],
        summary: "What the embed script needs to render an item (public, cacheable)",
        params: affiliates.embeddableItemParams,
        response: { 200: affiliates.publicEmbeddableItemEnvelope },
      },
    },
    async (req, reply) => {
      const item = await showPublicEmbeddableItem(deps, req.params.id);
      void reply
        .header("access-control-allow-origin", "*")
        .header("cache-control", "public, max-age=300")
        .header("cross-origin-resource-policy", "cross-origin");
      return { embeddable_item: item };
    },
  );
};
