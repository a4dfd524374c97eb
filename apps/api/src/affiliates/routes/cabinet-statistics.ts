import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { showSellerAffiliateStatistics } from "../use-cases/show-seller-affiliate-statistics.ts";

/** The seller's affiliate statistics (/cabinet/affiliate_statistics): only the acting seller's facts. */
export const cabinetAffiliateStatisticsRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/cabinet/affiliate_statistics`,
    {
      config: cabinetConfig,
      schema: {
        tags: ["cabinet", "affiliates"],
        summary: "Clicks, attributed sales and commissions per program, publisher or product, and over time",
        querystring: affiliates.cabinetAffiliateStatisticsQuery,
        response: { 200: affiliates.cabinetAffiliateStatistics },
      },
    },
    async (req) => showSellerAffiliateStatistics(deps, actingSeller(req), req.query),
  );
};
