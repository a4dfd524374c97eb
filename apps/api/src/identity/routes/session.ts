import type { FastifyRequest } from "fastify";
import { identity } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
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
      schema: {
        tags: ["app"],
        summary: "Rotate the refresh token; a replayed token ends its whole session",
        body: identity.renewTokenBody,
        response: { 200: identity.session },
      },
    },
    async (req) => unwrap(await renewToken(deps, req.body)),
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
