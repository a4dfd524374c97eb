import type { FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { identity } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError, unwrap } from "../../platform/http/errors.ts";
import { authLimit } from "../../platform/http/rate-limit.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { signIn } from "../use-cases/sign-in.ts";
import { sendMagicLink } from "../use-cases/send-magic-link.ts";
import { signInWithMagicLink } from "../use-cases/sign-in-with-magic-link.ts";
import { renewToken } from "../use-cases/renew-token.ts";
import { signOut } from "../use-cases/sign-out.ts";
import { signOutEverywhere } from "../use-cases/sign-out-everywhere.ts";
import type { ClientMeta } from "../sessions.ts";

const meta = (req: FastifyRequest): ClientMeta => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

/**
 * A renewal whose refresh token is absent or malformed answers the refresh codes, not 400: on
 * those a client (spec two §8) drops its tokens and sends the user to sign-in, while a 400 would
 * leave it stuck. Other fields (the fingerprint) still answer INVALID_INPUT.
 */
function refreshTokenFailure(error: Error, body: unknown): Error {
  if (!hasZodFastifySchemaValidationErrors(error)) return error;
  const named = error.validation.some((v) => ["", "/", "/refresh_token"].includes(v.instancePath));
  if (!named) return error;
  const given =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>).refresh_token : null;
  const missing = given === undefined || given === null || (typeof given === "string" && given.trim() === "");
  return new AppError(missing ? "REFRESH_TOKEN_MISSING" : "REFRESH_TOKEN_INVALID");
}

export const sessionRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/app/session`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Sign in with email and password",
        body: identity.signInBody,
        response: { 200: identity.session },
      },
    },
    async (req) => unwrap(await signIn(deps, req.body, meta(req))),
  );

  app.post(
    `${API}/app/user/send_magic_link`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Mail a one-time sign-in link",
        body: identity.magicLinkRequestBody,
        response: { 200: identity.sentResponse },
      },
    },
    async (req) => unwrap(await sendMagicLink(deps, req.body)),
  );

  app.post(
    `${API}/app/session/magic_link`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Sign in with a magic link's token",
        body: identity.magicLinkSignInBody,
        response: { 200: identity.session },
      },
    },
    async (req) => unwrap(await signInWithMagicLink(deps, req.body, meta(req))),
  );

  app.post(
    `${API}/app/session/renew_token`,
    {
      config: { access: "public" },
      attachValidation: true,
      schema: {
        tags: ["app"],
        summary:
          "Rotate the refresh token; a replayed token ends its whole session. A missing refresh token answers 401 REFRESH_TOKEN_MISSING, a malformed one 401 REFRESH_TOKEN_INVALID",
        body: identity.renewTokenBody,
        response: { 200: identity.session },
      },
    },
    async (req) => {
      if (req.validationError) throw refreshTokenFailure(req.validationError, req.body);
      return unwrap(await renewToken(deps, req.body));
    },
  );

  app.delete(
    `${API}/app/session`,
    {
      config: { access: "public" },
      schema: { tags: ["app"], summary: "Sign out this device", body: identity.signOutBody.optional() },
    },
    async (req, reply) => {
      await signOut(deps, { sessionId: req.auth?.sessionId, refreshToken: req.body?.refresh_token });
      return reply.code(204).send();
    },
  );

  app.delete(
    `${API}/app/sessions`,
    { config: { access: "user" }, schema: { tags: ["app"], summary: "Sign out on every device" } },
    async (req, reply) => {
      await signOutEverywhere(deps, currentUser(req).userId);
      return reply.code(204).send();
    },
  );
};
