import { identity } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { authLimit, checkLimit } from "../../platform/http/rate-limit.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { signUp } from "../use-cases/sign-up.ts";
import { checkEmail } from "../use-cases/check-email.ts";
import { checkUsername } from "../use-cases/check-username.ts";
import { updateUser } from "../use-cases/update-user.ts";
import { addProfile } from "../use-cases/add-profile.ts";
import { loadUserView } from "../repository.ts";

export const userRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/app/user`,
    {
      config: { access: "public", ...authLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Sign up; mails a confirmation link",
        body: identity.signUpBody,
        response: { 201: identity.userEnvelope },
      },
    },
    async (req, reply) => {
      const user = unwrap(await signUp(deps, req.body));
      return reply.code(201).send({ user });
    },
  );

  app.post(
    `${API}/app/user/check_email`,
    {
      config: { access: "public", ...checkLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Is this email valid and free?",
        body: identity.checkEmailBody,
        response: { 200: identity.checkEmailResponse },
      },
    },
    async (req) => checkEmail(deps, req.body.email),
  );

  app.post(
    `${API}/app/user/check_username`,
    {
      config: { access: "public", ...checkLimit(deps.config) },
      schema: {
        tags: ["app"],
        summary: "Is this username valid and free? (too_small, too_big, invalid_pattern, already_exists)",
        body: identity.checkUsernameBody,
        response: { 200: identity.checkUsernameResponse },
      },
    },
    async (req) => checkUsername(deps, req.body.username),
  );

  app.get(
    `${API}/app/user`,
    {
      config: { access: "user" },
      schema: { tags: ["app"], summary: "The signed-in user", response: { 200: identity.userEnvelope } },
    },
    async (req) => {
      const auth = currentUser(req);
      return { user: (await loadUserView(deps.db, auth.userId, auth.managerId))! };
    },
  );

  app.patch(
    `${API}/app/user`,
    {
      config: { access: "user" },
      schema: {
        tags: ["app"],
        summary: "Change name or language",
        body: identity.updateUserBody,
        response: { 200: identity.userEnvelope },
      },
    },
    async (req) => {
      const auth = currentUser(req);
      return { user: unwrap(await updateUser(deps, auth.userId, auth.managerId, req.body)) };
    },
  );

  app.post(
    `${API}/app/user/profiles`,
    {
      config: { access: "user" },
      schema: {
        tags: ["app"],
        summary: "Add a seller, publisher or payer profile",
        body: identity.addProfileBody,
        response: { 200: identity.userEnvelope },
      },
    },
    async (req) => {
      const auth = currentUser(req);
      return { user: unwrap(await addProfile(deps, auth.userId, auth.managerId, req.body.type)) };
    },
  );
};
