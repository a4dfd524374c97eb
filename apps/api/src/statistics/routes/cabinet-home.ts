import { home } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { showCabinetHome } from "../use-cases/show-cabinet-home.ts";
import { showSalesStatistics } from "../use-cases/show-sales-statistics.ts";

const tags = ["cabinet", "statistics"];
const cabinetConfig = { access: SELLER_ACCESS };

/** The seller's home (/cabinet): checklist, products needing attention, and the sales figures. */
export const cabinetHomeRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/cabinet/home`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The first-day checklist and the products in review, rejected or with a warning",
        response: { 200: home.cabinetHome },
      },
    },
    async (req) => showCabinetHome(deps, actingSeller(req)),
  );

  app.get(
    `${API}/cabinet/statistics`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary:
          "Revenue and refunds per currency (with revenue per day), orders and new buyers: the last N days against the N before",
        querystring: home.statisticsQuery,
        response: { 200: home.salesStatistics },
      },
    },
    async (req) => showSalesStatistics(deps, actingSeller(req), req.query),
  );
};
