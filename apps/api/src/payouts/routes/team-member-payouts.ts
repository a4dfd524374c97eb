import type { FastifyRequest } from "fastify";
import type { ProfileType } from "@sellwerk/domain";
import type { RouteModule } from "../../platform/http/route.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { bankAccountRoutes, legitimationRoutes } from "../../verification/index.ts";
import { teamMemberPayee } from "../payee.ts";
import { payeeRoutes } from "./payee-routes.ts";

// The team member's own money (spec core §2 team member area: bank_accounts, payouts_settings,
// payouts_balance, payouts, transfers): the payee team_member:{userId}, with the user's own
// legitimation and bank accounts. These routes never act for the seller the member works for —
// they name no seller, so X-Seller-Id plays no part (access has no "seller").

const TEAM_MEMBERS: readonly ProfileType[] = ["team_member", "sales_team_member"];
const PREFIX = "/team_member";
const ownerOf = (req: FastifyRequest) => currentUser(req).userId;

const teamMemberPayoutRoutes = payeeRoutes({
  prefix: PREFIX,
  access: TEAM_MEMBERS,
  tag: "team_member",
  payeeOf: (req) => teamMemberPayee(ownerOf(req)),
  links: {
    missing_verification: `${PREFIX}/legitimation`,
    bank_account_not_active: `${PREFIX}/bank_accounts`,
    negative_balance: `${PREFIX}/payouts_balance`,
    below_minimum: `${PREFIX}/payouts_settings`,
  },
});

export const teamMemberMoneyRoutes: RouteModule = (app, deps) => {
  teamMemberPayoutRoutes(app, deps);
  legitimationRoutes({ prefix: PREFIX, access: TEAM_MEMBERS, tag: "team_member", ownerOf })(app, deps);
  bankAccountRoutes({ prefix: PREFIX, access: TEAM_MEMBERS, tag: "team_member", ownerOf })(app, deps);
};
