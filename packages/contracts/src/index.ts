export * from "./zod.ts";
export * from "./errors.ts";
export * from "./i18n.ts";
export * from "./list.ts";
export * as identity from "./identity.ts";
export * as common from "./common.ts";
export * as admin from "./admin.ts";
export type { User, Session } from "./identity.ts";
