import { identity } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { authLimit } from "../../platform/http/rate-limit.ts";
import { confirmEmail } from "../use-cases/confirm-email.ts";
import { resendConfirmation } from "../use-cases/resend-confirmation.ts";

export const confirmationRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/app/user/confirmation`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Confirm an email address",
        body: identity.confirmationBody,
        response: { 200: identity.userEnvelope },
      },
    },
    async (req) => ({ user: unwrap(await confirmEmail(deps, req.body.confirmation_token)) }),
  );

  app.post(
    `${API}/app/user/confirmation/resend`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Send the confirmation link again",
        body: identity.emailOnlyBody,
        response: { 200: identity.sentResponse },
      },
    },
    async (req) => unwrap(await resendConfirmation(deps, req.body.email)),
  );
};
