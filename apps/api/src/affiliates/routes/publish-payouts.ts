import { z } from "zod";
import type { FastifyRequest } from "fastify";
import { payouts, verification } from "@sellwerk/contracts";
import type { RouteModule } from "../../platform/http/route.ts";
import { API } from "../../platform/http/route.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { payeeRoutes, publisherPayee } from "../../payouts/index.ts";
import { bankAccountRoutes, legitimationRoutes } from "../../verification/index.ts";
import { sendFile } from "../../platform/http/send-file.ts";
import { AppError } from "../../platform/http/errors.ts";
import { openCreditMemo } from "../credit-memos/open-credit-memo.ts";

// The publisher's money (spec core §2: /publish/payouts_balance, payouts_settings, payouts,
// transfers, bank_accounts, legitimation): the payouts context's routes for the payee
// publisher:{userId}, and verification's legitimation and bank account routes for the user's own
// (publishers are verified like sellers before their first payout).

const PUBLISHER: ["publisher"] = ["publisher"];

const publishPayoutRoutes = payeeRoutes({
  prefix: "/publish",
  access: PUBLISHER,
  tag: "publish",
  payeeOf: (req) => publisherPayee(currentUser(req).userId),
  queries: payouts.publishListQueries,
  links: {
    missing_verification: "/publish/legitimation",
    bank_account_not_active: "/publish/bank_accounts",
    negative_balance: "/publish/payouts_balance",
    below_minimum: "/publish/payouts_settings",
  },
});

const config = { access: PUBLISHER };
const idParams = z.object({ id: verification.documentParams.shape.id });
/** The publisher's own legitimation and bank accounts: the user's, as a seller's are theirs. */
const ownerOf = (req: FastifyRequest) => currentUser(req).userId;

/** The self-billing credit memo (Gutschrift) of a successful payout, as a PDF download. */
const publishCreditMemoRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/publish/payouts/:id/credit_memo`,
    {
      config,
      schema: {
        tags: ["publish", "payouts"],
        summary: "The payout's self-billing credit memo (Gutschrift) as PDF; 404 until the payout succeeded",
        params: idParams,
      },
    },
    async (req, reply) => {
      const pdf = await openCreditMemo(deps, currentUser(req).userId, req.params.id);
      if (!pdf) throw new AppError("NOT_FOUND");
      return sendFile(req, reply, pdf, { download: true, cacheControl: "private, max-age=3600" });
    },
  );
};

export const publishMoneyRoutes: RouteModule = (app, deps) => {
  publishPayoutRoutes(app, deps);
  legitimationRoutes({ prefix: "/publish", access: PUBLISHER, tag: "publish", ownerOf })(app, deps);
  bankAccountRoutes({ prefix: "/publish", access: PUBLISHER, tag: "publish", ownerOf })(app, deps);
  publishCreditMemoRoutes(app, deps);
};
