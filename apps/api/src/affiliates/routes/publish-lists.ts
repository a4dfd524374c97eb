import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listPublisherOrders } from "../use-cases/list-publisher-orders.ts";
import { listPublisherPrograms } from "../use-cases/list-publisher-programs.ts";
import { listMarketplacePrograms } from "../use-cases/list-marketplace-programs.ts";
import { showMarketplaceProgram } from "../use-cases/show-marketplace-program.ts";
import { showPublisherStatistics } from "../use-cases/show-publisher-statistics.ts";
import { publishConfig as config, publishTags as tags } from "./publish-area.ts";

const base = `${API}/publish`;

/** The publisher's lists (page size 15): their sales, their programs, the marketplace; and their statistics. */
export const publishListRoutes: RouteModule = (app, deps) => {
  app.get(
    `${base}/orders`,
    {
      config,
      schema: {
        tags,
        summary: "The sales the publisher brought: one row per paid rate and stage, the buyer masked",
        querystring: affiliates.publishOrdersQuery,
        response: { 200: affiliates.publishOrdersAnswer },
      },
    },
    async (req) => listPublisherOrders(deps, currentUser(req).userId, req.query),
  );

  app.get(
    `${base}/affiliate_programs`,
    {
      config,
      schema: {
        tags,
        summary: "The programs the publisher is active in, with their links and earnings",
        querystring: affiliates.publishProgramsQuery,
        response: { 200: affiliates.publishProgramsAnswer },
      },
    },
    async (req) => listPublisherPrograms(deps, currentUser(req).userId, req.query),
  );

  app.get(
    `${base}/affiliate_marketplace`,
    {
      config,
      schema: {
        tags,
        summary: "Programs listed in the marketplace by every seller",
        querystring: affiliates.marketplaceQuery,
        response: { 200: affiliates.marketplaceAnswer },
      },
    },
    async (req) => listMarketplacePrograms(deps, currentUser(req).userId, req.query),
  );

  app.get(
    `${base}/affiliate_marketplace/:id`,
    {
      config,
      schema: {
        tags,
        summary:
          "One marketplace program: landing text, products and their commissions, the publisher's node",
        params: affiliates.marketplaceParams,
        response: { 200: affiliates.marketplaceProgramEnvelope },
      },
    },
    async (req) => ({
      affiliate_program: await showMarketplaceProgram(deps, currentUser(req).userId, req.params.id),
    }),
  );

  app.get(
    `${base}/statistics`,
    {
      config,
      schema: {
        tags,
        summary:
          "Clicks, sales, conversion and commissions per program, product, seller or recruited seller, and over time",
        querystring: affiliates.publishStatisticsQuery,
        response: { 200: affiliates.publishStatistics },
      },
    },
    async (req) => showPublisherStatistics(deps, currentUser(req).userId, req.query),
  );
};
