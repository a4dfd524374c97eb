// The identity context: users, profiles, sessions, sign-up, sign-in, passwords, team memberships.
import type { RouteModule } from "../platform/http/route.ts";
import { userRoutes } from "./routes/user.ts";
import { confirmationRoutes } from "./routes/confirmation.ts";
import { sessionRoutes } from "./routes/session.ts";
import { passwordRoutes } from "./routes/password.ts";
import { teamRoutes } from "./routes/team.ts";

export const identityRoutes: RouteModule = (app, deps) => {
  userRoutes(app, deps);
  confirmationRoutes(app, deps);
  sessionRoutes(app, deps);
  passwordRoutes(app, deps);
  teamRoutes(app, deps);
};

export { createAuthenticator } from "./use-cases/authenticate.ts";
export { loadUserView, findUserById, toUserView, profilesOf, type UserRow } from "./repository.ts";
export { users, profiles, authSessions, teamMemberships } from "./tables.ts";
export { hashPassword } from "../platform/auth/passwords.ts";
export { findOrCreatePayer, type PayerInput } from "./use-cases/find-or-create-payer.ts";
