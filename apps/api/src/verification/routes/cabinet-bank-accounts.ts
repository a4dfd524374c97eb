import { z } from "zod";
import type { FastifyRequest } from "fastify";
import { verification } from "@sellwerk/contracts";
import type { ProfileType } from "@sellwerk/domain";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { sendFile } from "../../platform/http/send-file.ts";
import { addBankAccount } from "../use-cases/add-bank-account.ts";
import { deactivateBankAccount } from "../use-cases/deactivate-bank-account.ts";
import { bankAccountConfirmationPage } from "../use-cases/confirm-bank-account.ts";
import { listBankAccounts } from "../use-cases/list-bank-accounts.ts";
import { openDocumentFile } from "../use-cases/open-document-file.ts";
import { VERIFICATION_ACCESS } from "./access.ts";

const idParams = z.object({ id: verification.documentParams.shape.id });

/**
 * Payout bank accounts under one prefix for one kind of payee: the cabinet's sellers, and
 * publishers under /publish (issue 14), keyed by whose account it is.
 */
export function bankAccountRoutes(options: {
  prefix: string;
  access: readonly ProfileType[];
  tag: string;
  /** Whose bank accounts the request reads and writes (bank_accounts.seller_id = users.id). */
  ownerOf: (req: FastifyRequest) => number;
}): RouteModule {
  const tags = [options.tag, "verification"];
  const path = `${API}${options.prefix}/bank_accounts`;
  const config = { access: options.access };
  const { ownerOf } = options;
  return (app, deps) => {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: "The payee's bank accounts",
          response: { 200: verification.bankAccountList },
        },
      },
      async (req) => ({ list: await listBankAccounts(deps, ownerOf(req)) }),
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
        reply.code(201).send({ bank_account: await addBankAccount(deps, ownerOf(req), req.body) }),
    );

    app.get(
      `${path}/:id/confirmation`,
      {
        config,
        schema: {
          tags,
          summary:
            "Where the holder confirms a waiting account at the provider (Mangopay's SCA), returning to their bank accounts",
          params: idParams,
          response: { 200: verification.bankAccountConfirmation },
        },
      },
      async (req) =>
        unwrap(
          await bankAccountConfirmationPage(
            deps,
            ownerOf(req),
            req.params.id,
            `${options.prefix}/bank_accounts`,
          ),
        ),
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
        bank_account: unwrap(await deactivateBankAccount(deps, { sellerId: ownerOf(req) }, req.params.id)),
      }),
    );
  };
}

const cabinetBankAccounts = bankAccountRoutes({
  prefix: "/cabinet",
  access: VERIFICATION_ACCESS,
  tag: "cabinet",
  ownerOf: actingSeller,
});

/** /cabinet/bank_accounts: payout bank accounts; and the KYC documents' expiring file links. */
export const cabinetBankAccountRoutes: RouteModule = (app, deps) => {
  cabinetBankAccounts(app, deps);

  app.get(
    `${API}/verification/documents/:id/file`,
    {
      // The signature in the link is the access: it names one document and expires within the hour.
      config: { access: "public" },
      schema: {
        tags: ["cabinet", "verification"],
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
