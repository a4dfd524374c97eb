import { z } from "zod";
import { verification } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { sendFile } from "../../platform/http/send-file.ts";
import { addBankAccount } from "../use-cases/add-bank-account.ts";
import { deactivateBankAccount } from "../use-cases/deactivate-bank-account.ts";
import { listBankAccounts } from "../use-cases/list-bank-accounts.ts";
import { openDocumentFile } from "../use-cases/open-document-file.ts";
import { VERIFICATION_ACCESS } from "./access.ts";

const tags = ["cabinet", "verification"];
const path = `${API}/cabinet/bank_accounts`;
const config = { access: VERIFICATION_ACCESS };
const idParams = z.object({ id: verification.documentParams.shape.id });

/** /cabinet/bank_accounts: payout bank accounts; and the KYC documents' expiring file links. */
export const cabinetBankAccountRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: "The seller's bank accounts",
        response: { 200: verification.bankAccountList },
      },
    },
    async (req) => ({ list: await listBankAccounts(deps, actingSeller(req)) }),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Add a bank account (IBAN/BIC validated); the provider activates it",
        body: verification.bankAccountBody,
        response: { 201: verification.bankAccountEnvelope },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ bank_account: await addBankAccount(deps, actingSeller(req), req.body) }),
  );

  app.post(
    `${path}/:id/deactivate`,
    {
      config,
      schema: {
        tags,
        summary: "Deactivate a bank account (payouts stop going to it)",
        params: idParams,
        response: { 200: verification.bankAccountEnvelope },
      },
    },
    async (req) => ({
      bank_account: unwrap(await deactivateBankAccount(deps, { sellerId: actingSeller(req) }, req.params.id)),
    }),
  );

  app.get(
    `${API}/verification/documents/:id/file`,
    {
      // The signature in the link is the access: it names one document and expires within the hour.
      config: { access: "public" },
      schema: {
        tags,
        summary: "A KYC document's file by its expiring signed link",
        params: idParams,
        querystring: verification.documentFileQuery,
      },
    },
    async (req, reply) => {
      const target = unwrap(await openDocumentFile(deps, { documentId: req.params.id, ...req.query }));
      void reply.header("referrer-policy", "no-referrer");
      return sendFile(req, reply, target, { download: false, cacheControl: "private, no-store" });
    },
  );
};
