// The buyer pages (server-rendered React from apps/web/src/shop) and their built assets.
export { shopPageRoutes } from "./routes.ts";
