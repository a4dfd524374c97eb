// The admin context (manager area): users, admin mode and its audit log.
export { adminRoutes } from "./routes/admin.ts";
export { recordAdminAction } from "./use-cases/record-admin-action.ts";
