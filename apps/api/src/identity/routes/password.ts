import { identity } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { authLimit } from "../../platform/http/rate-limit.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { requestPasswordReset } from "../use-cases/request-password-reset.ts";
import { resetPassword } from "../use-cases/reset-password.ts";
import { changePassword } from "../use-cases/change-password.ts";

export const passwordRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/app/user/password/reset`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Mail a password reset link",
        body: identity.emailOnlyBody,
        response: { 200: identity.sentResponse },
      },
    },
    async (req) => unwrap(await requestPasswordReset(deps, req.body.email)),
  );

  app.put(
    `${API}/app/user/password/reset`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Set a new password with a reset link; ends every session",
        body: identity.resetPasswordBody,
      },
    },
    async (req, reply) => {
      unwrap(await resetPassword(deps, req.body));
      return reply.code(204).send();
    },
  );

  app.put(
    `${API}/app/user/password`,
    {
      config: { access: "user", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Change the password; ends every other session and answers a new one",
        body: identity.changePasswordBody,
        response: { 200: identity.session },
      },
    },
    async (req) =>
      unwrap(
        await changePassword(deps, currentUser(req).userId, req.body, {
          ip: req.ip,
          userAgent: req.headers["user-agent"],
        }),
      ),
  );
};
