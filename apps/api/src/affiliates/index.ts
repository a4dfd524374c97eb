// The affiliates context (issue 14, docs/affiliates.md): sellers' programs and their publishers
// (nodes), click tracking and attribution, commissions per paid rate in the ledger, the
// publisher area's lists and statistics, embeddable items and the platform's own program.
import type { RouteModule } from "../platform/http/route.ts";
import { clickRoutes } from "./routes/clicks.ts";
import { programRoutes } from "./routes/programs.ts";
import { nodeRoutes } from "./routes/nodes.ts";
import { commonProgramRoutes } from "./routes/common.ts";
import { publishMoneyRoutes } from "./routes/publish-payouts.ts";
import { embeddableItemRoutes } from "./routes/embeddable-items.ts";
import { publishAreaRoutes } from "./routes/publish-area.ts";
import { publishListRoutes } from "./routes/publish-lists.ts";
import { cabinetAffiliateStatisticsRoutes } from "./routes/cabinet-statistics.ts";

/**
 * Every route module of the context, in one list: each part (programs and nodes, clicks,
 * publisher area, embeddable items, …) adds its module here.
 */
const modules: RouteModule[] = [
  programRoutes,
  nodeRoutes,
  commonProgramRoutes,
  clickRoutes,
  publishMoneyRoutes,
  embeddableItemRoutes,
  publishAreaRoutes,
  publishListRoutes,
  cabinetAffiliateStatisticsRoutes,
];

export const affiliateRoutes: RouteModule = (app, deps) => {
  for (const register of modules) register(app, deps);
};

export * from "./tables.ts";
export { mayFrameCheckout, mayFrameOrder } from "./embeds/may-frame.ts";
