// The catalog context: products of the eight types, their editor steps, files, plans, review.
import type { RouteModule } from "../platform/http/route.ts";

/** Each part of the catalog registers its routes here. */
const parts: RouteModule[] = [];

export const catalogRoutes: RouteModule = (app, deps) => {
  for (const register of parts) register(app, deps);
};

export { findOwnProduct, touchProduct, type ProductRow } from "./repository.ts";
export * from "./tables.ts";
