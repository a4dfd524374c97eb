import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { payouts as contracts } from "@sellwerk/contracts";
import type { ProfileType } from "@sellwerk/domain";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { csvFormat } from "../../platform/http/csv.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { idempotencyKeyOf, idempotent } from "../../platform/http/idempotency.ts";
import type { Payee } from "../payee.ts";
import { showBalances } from "../use-cases/show-balances.ts";
import { savePayoutSettings, showPayoutSettings } from "../use-cases/save-payout-settings.ts";
import { listPayouts } from "../use-cases/list-payouts.ts";
import { exportPayouts } from "../use-cases/export-payouts.ts";
import { payOutNow } from "../use-cases/pay-out-now.ts";
import { showHeldReasons } from "../use-cases/show-held-reasons.ts";
import { listStatement } from "../use-cases/list-statement.ts";
import { exportStatement } from "../use-cases/export-statement.ts";
import { listTransfers } from "../use-cases/list-transfers.ts";
import { exportTransfers } from "../use-cases/export-transfers.ts";

const CABINET_QUERIES: contracts.PayeeListQueries = {
  payouts: contracts.payoutsQuery,
  statement: contracts.statementQuery,
  transfers: contracts.transfersQuery,
};

/** A CSV download, streamed; never cached, since it shows money that keeps moving. */
const sendCsv = (reply: FastifyReply, fileName: string, csv: Readable) =>
  reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(csv);

/**
 * Every payout route for one kind of payee under one prefix: the cabinet's sellers now; the
 * publisher and team member areas add a call with their prefix, roles and payee (spec core §2:
 * payouts_settings, payouts_balance, payouts, transfers), each list with its CSV.
 */
export function payeeRoutes(options: {
  prefix: string;
  access: readonly ProfileType[];
  /** Who may change the payout settings and pay out (default: `access`). */
  manageAccess?: readonly ProfileType[];
  tag: string;
  payeeOf: (req: FastifyRequest) => Payee;
  /** Where this payee fixes each held reason. */
  links?: Readonly<Record<string, string>>;
  /** The area's list queries, for its page size (the publisher's 15); the cabinet's 20 otherwise. */
  queries?: contracts.PayeeListQueries;
}): RouteModule {
  const { prefix, payeeOf } = options;
  const queries = options.queries ?? CABINET_QUERIES;
  const config = { access: options.access };
  const manage = { access: options.manageAccess ?? options.access };
  const tags = [options.tag, "payouts"];
  return (app, deps) => {
    app.get(
      `${API}${prefix}/payouts_balance`,
      {
        config,
        schema: {
          tags,
          summary: "Balances per currency: pending, available, on hold, paid out",
          response: { 200: contracts.balancesAnswer },
        },
      },
      async (req) => showBalances(deps, payeeOf(req)),
    );
    app.get(
      `${API}${prefix}/payouts_settings`,
      {
        config,
        schema: {
          tags,
          summary: "Payout schedule, minimum amount and currency",
          response: { 200: contracts.payoutSettings },
        },
      },
      async (req) => showPayoutSettings(deps, payeeOf(req)),
    );
    app.put(
      `${API}${prefix}/payouts_settings`,
      {
        config: manage,
        schema: {
          tags,
          summary: "Save the payout settings",
          body: contracts.payoutSettingsBody,
          response: { 200: contracts.payoutSettings },
        },
      },
      async (req) => savePayoutSettings(deps, payeeOf(req), req.body),
    );
    app.get(
      `${API}${prefix}/payouts`,
      {
        config,
        schema: {
          tags,
          summary: "Payout history",
          querystring: queries.payouts,
          response: { 200: contracts.payoutsAnswer },
        },
      },
      async (req) => listPayouts(deps, payeeOf(req), req.query),
    );
    app.get(
      `${API}${prefix}/payouts/export.csv`,
      {
        config,
        schema: {
          tags,
          summary: "The payout history as CSV (streamed), with the list's filters",
          querystring: contracts.payoutsExportQuery,
        },
      },
      async (req, reply) => sendCsv(reply, "payouts.csv", exportPayouts(deps, payeeOf(req), req.query)),
    );
    app.post(
      `${API}${prefix}/payouts`,
      {
        config: manage,
        schema: {
          tags,
          summary: "Pay out the available balance now (Idempotency-Key); 409 PAYOUT_HELD names the reasons",
          body: contracts.payOutNowBody,
          response: { 201: contracts.payoutEnvelope },
        },
      },
      async (req, reply) => {
        const payee = payeeOf(req);
        return idempotent(
          deps,
          req,
          reply,
          `payout:${payee.account}`,
          async () => ({
            payout: unwrap(await payOutNow(deps, payee, req.body.currency, idempotencyKeyOf(req))),
          }),
          201,
        );
      },
    );
    app.get(
      `${API}${prefix}/payouts_held_reasons`,
      {
        config,
        schema: {
          tags,
          summary: "Why a payout is held, each reason with its link",
          querystring: contracts.heldReasonsQuery,
          response: { 200: contracts.heldReasonsAnswer },
        },
      },
      async (req) => showHeldReasons(deps, payeeOf(req), req.query.currency, options.links),
    );
    app.get(
      `${API}${prefix}/payouts_statement`,
      {
        config,
        schema: {
          tags,
          summary: "Every ledger entry behind the balances",
          querystring: queries.statement,
          response: { 200: contracts.statementAnswer },
        },
      },
      async (req) => listStatement(deps, payeeOf(req), req.query),
    );
    app.get(
      `${API}${prefix}/payouts_statement/export`,
      {
        config,
        schema: {
          tags,
          summary: "The statement as CSV (streamed), with the list's filters",
          querystring: contracts.statementExportQuery,
        },
      },
      async (req, reply) => sendCsv(reply, "statement.csv", exportStatement(deps, payeeOf(req), req.query)),
    );
    app.get(
      `${API}${prefix}/transfers`,
      {
        config,
        schema: {
          tags,
          summary: "Transfers: each paid rate's share, its state and payout",
          querystring: queries.transfers,
          response: { 200: contracts.transfersAnswer },
        },
      },
      async (req) => listTransfers(deps, payeeOf(req), req.query),
    );
    app.get(
      `${API}${prefix}/transfers/export.csv`,
      {
        config,
        schema: {
          tags,
          summary: "The transfers as CSV (streamed), with the list's filters; decimal mark by language",
          querystring: contracts.transfersExportQuery,
        },
      },
      async (req, reply) =>
        sendCsv(
          reply,
          "transfers.csv",
          exportTransfers(deps, payeeOf(req), req.query, csvFormat(requestLocale(req))),
        ),
    );
  };
}
