import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Locale, ProfileType } from "@sellwerk/domain";
import { AppError } from "../http/errors.ts";
import type { AccessTokens } from "./tokens.ts";

/**
 * What every route must declare: "public", "user" (any signed-in user), or the profile types
 * allowed. A route under /api without a declaration stops the server from starting.
 */
export type Access = "public" | "user" | readonly ProfileType[];

export interface AuthContext {
  userId: number;
  sessionId: number;
  email: string;
  locale: Locale;
  profiles: ProfileType[];
  /** The manager acting as this user (admin mode), or null. */
  managerId: number | null;
  /** Whose cabinet data this request reads and writes: the seller, or the seller a team member selected. */
  actingSellerId: number | null;
}

export interface Authenticator {
  /** Loads the user behind a verified token; null when the user or session is gone or revoked. */
  load(
    userId: number,
    sessionId: number,
    managerId: number | null,
  ): Promise<Omit<AuthContext, "actingSellerId"> | null>;
  /** The team role a member holds in a seller's cabinet, or null. */
  teamRole(memberId: number, sellerId: number): Promise<string | null>;
  /** Records what a manager did in admin mode. */
  recordAdminAction(entry: {
    managerId: number;
    userId: number;
    method: string;
    path: string;
    statusCode: number;
    requestId: string;
  }): Promise<void>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route also answers requests whose URL carries a valid path signature (`?sig=`), without
     * a token; `req.auth` is null then and the route serves only what the signed path names.
     */
    signedUrl?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  access: Access | undefined;
}

const TEAM_PROFILES: readonly ProfileType[] = ["team_member", "sales_team_member"];

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  // The spec's client sends "Bearer <token>" or the plain token.
  const match = /^(?:Bearer\s+)?(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Every /api route registered, with its declared access, for the authorization-matrix test. */
export function collectRoutes(app: FastifyInstance, registry: RouteRecord[]): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { access?: Access };
    // The browsable docs and the OpenAPI document are public by nature.
    if (!config.access && (route.url.startsWith("/api/v1/docs") || route.url === "/api/v1/openapi.json")) {
      route.config = { ...route.config, access: "public" };
    }
    const access = route.config?.access;
    for (const method of methods) registry.push({ method, url: route.url, access });
    if (!access) throw new Error(`Route ${methods.join(",")} ${route.url} declares no access rule`);
  });
}

export function installAccessControl(
  app: FastifyInstance,
  tokens: AccessTokens,
  authenticator: Authenticator,
  signedUrls?: { verifyUrl(url: string): boolean },
): void {
  app.decorateRequest("auth", null);

  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    if (req.routeOptions.config.signedUrl && signedUrls?.verifyUrl(req.url)) return;
    const token = bearer(req);
    if (!token) {
      if (access === "public") return;
      throw new AppError("ACCESS_TOKEN_MISSING");
    }
    const verified = await tokens.verify(token);
    if (!verified.ok) {
      // A public route does not care about a stale token; the client renews it on the next protected call.
      if (access === "public") return;
      throw new AppError(verified.code);
    }
    const { sub, sid, adm } = verified.claims;
    const loaded = await authenticator.load(Number(sub), sid, adm ?? null);
    if (!loaded) {
      if (access === "public") return;
      throw new AppError("ACCESS_TOKEN_INVALID");
    }
    req.auth = { ...loaded, actingSellerId: null };
    if (access === "public" || access === "user") return;
    if (!loaded.profiles.some((p) => access.includes(p))) throw new AppError("PERMISSION_DENIED");
    await selectSeller(req, access, authenticator);
  });

  app.addHook("onResponse", async (req, reply) => {
    const auth = req.auth;
    if (!auth?.managerId) return;
    await authenticator
      .recordAdminAction({
        managerId: auth.managerId,
        userId: auth.userId,
        method: req.method,
        path: req.url.split("?")[0] ?? req.url,
        statusCode: reply.statusCode,
        requestId: req.id,
      })
      .catch((err: unknown) => req.log.error({ err }, "audit log write failed"));
  });
}

/** Decides whose cabinet data the request acts on (spec two §6: team member calls act on a selected seller). */
async function selectSeller(
  req: FastifyRequest,
  access: readonly ProfileType[],
  authenticator: Authenticator,
): Promise<void> {
  const auth = req.auth!;
  if (!access.includes("seller")) return;
  const header = req.headers["x-seller-id"];
  const requested = typeof header === "string" && /^\d+$/.test(header) ? Number(header) : undefined;
  if (requested === undefined || requested === auth.userId) {
    if (auth.profiles.includes("seller")) auth.actingSellerId = auth.userId;
    else if (requested === undefined && auth.profiles.some((p) => TEAM_PROFILES.includes(p)))
      throw new AppError("PERMISSION_DENIED");
    return;
  }
  const role = auth.profiles.some((p) => TEAM_PROFILES.includes(p))
    ? await authenticator.teamRole(auth.userId, requested)
    : null;
  // Someone else's cabinet answers as if it did not exist.
  if (!role || !access.includes(role as ProfileType)) throw new AppError("NOT_FOUND");
  auth.actingSellerId = requested;
}

/** The seller whose data a cabinet route may touch; routes call this instead of reading ids from input. */
export function actingSeller(req: FastifyRequest): number {
  const id = req.auth?.actingSellerId;
  if (!id) throw new AppError("PERMISSION_DENIED");
  return id;
}

export function currentUser(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError("ACCESS_TOKEN_MISSING");
  return req.auth;
}
