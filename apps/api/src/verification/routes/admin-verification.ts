import { z } from "zod";
import { verification } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listAdminBankAccounts } from "../use-cases/list-admin-bank-accounts.ts";
import { listLegitimations } from "../use-cases/list-legitimations.ts";
import { listLegitimationHistory } from "../use-cases/list-legitimation-history.ts";
import { showAdminLegitimation } from "../use-cases/show-admin-legitimation.ts";
import { decideLegitimation } from "../use-cases/decide-legitimation.ts";
import { deactivateBankAccount } from "../use-cases/deactivate-bank-account.ts";
import { MANAGER_ACCESS } from "./access.ts";

const tags = ["admin", "verification"];
const config = { access: MANAGER_ACCESS };
const idParams = z.object({ id: verification.documentParams.shape.id });
const one = { 200: verification.adminLegitimationEnvelope };

/** The admin's bank accounts page with its three tabs (spec core §2) and the review decisions. */
export const adminVerificationRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/admin/bank_accounts`,
    {
      config,
      schema: {
        tags,
        summary: "Every seller's bank accounts",
        querystring: verification.adminBankAccountsQuery,
        response: { 200: verification.adminBankAccountsList },
      },
    },
    async (req) => listAdminBankAccounts(deps, req.query),
  );

  app.post(
    `${API}/admin/bank_accounts/:id/deactivate`,
    {
      config,
      schema: {
        tags,
        summary: "Deactivate a seller's bank account",
        params: idParams,
        response: { 200: verification.bankAccountEnvelope },
      },
    },
    async (req) => ({
      bank_account: unwrap(await deactivateBankAccount(deps, { manager: true }, req.params.id)),
    }),
  );

  app.get(
    `${API}/admin/legitimations`,
    {
      config,
      schema: {
        tags,
        summary: "Bank account legitimations",
        querystring: verification.adminLegitimationsQuery,
        response: { 200: verification.adminLegitimationsList },
      },
    },
    async (req) => listLegitimations(deps, req.query),
  );

  app.get(
    `${API}/admin/legitimations/:id`,
    {
      config,
      schema: { tags, summary: "A legitimation with its documents", params: idParams, response: one },
    },
    async (req) => ({ legitimation: unwrap(await showAdminLegitimation(deps, req.params.id)) }),
  );

  app.post(
    `${API}/admin/legitimations/:id/accept`,
    {
      config,
      schema: { tags, summary: "Accept: the seller is legitimated", params: idParams, response: one },
    },
    async (req) => ({
      legitimation: unwrap(
        await decideLegitimation(deps, currentUser(req).userId, req.params.id, { action: "accept" }),
      ),
    }),
  );

  app.post(
    `${API}/admin/legitimations/:id/reject`,
    {
      config,
      schema: {
        tags,
        summary: "Reject with a reason the seller reads",
        params: idParams,
        body: verification.rejectLegitimationBody,
        response: one,
      },
    },
    async (req) => ({
      legitimation: unwrap(
        await decideLegitimation(deps, currentUser(req).userId, req.params.id, {
          action: "reject",
          reason: req.body.reason,
        }),
      ),
    }),
  );

  app.get(
    `${API}/admin/legitimation_history`,
    {
      config,
      schema: {
        tags,
        summary: "Old legitimation view: earlier decisions and what they decided on",
        querystring: verification.legitimationHistoryQuery,
        response: { 200: verification.legitimationHistoryList },
      },
    },
    async (req) => listLegitimationHistory(deps, req.query),
  );
};
