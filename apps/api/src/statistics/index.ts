// The statistics context: the seller's home (checklist, products needing attention) and sales
// figures. It owns no tables: it reads the facts the catalog, payments and billing write.
import type { RouteModule } from "../platform/http/route.ts";
import { cabinetHomeRoutes } from "./routes/cabinet-home.ts";

export const statisticsRoutes: RouteModule = (app, deps) => {
  cabinetHomeRoutes(app, deps);
};
