import { eq } from "drizzle-orm";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { API } from "../../platform/http/route.ts";
import { users } from "../../identity/index.ts";
import { mailRows, type MailRequest } from "../../notifications/index.ts";
import type { exportRuns, exportSchedules } from "../tables.ts";

/**
 * A file up to this size rides along as an attachment; a bigger one is sent as a link even when
 * the schedule asked for an attachment (mail servers refuse large mails, often above 10 MB, and
 * base64 adds a third).
 */
export const EXPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** How long a mailed download link works. */
export const EXPORT_LINK_DAYS = 7;

const LIST_NAMES: Record<Locale, Record<string, string>> = {
  en: {
    orders: "orders",
    order_rates: "order rates",
    invoices: "invoices and reversals",
    payouts: "payouts",
    dunning_claims: "dunning claims",
    transfers: "transfers",
    statement: "statement entries",
  },
  de: {
    orders: "Bestellungen",
    order_rates: "Raten",
    invoices: "Rechnungen und Stornos",
    payouts: "Auszahlungen",
    dunning_claims: "Mahnfälle",
    transfers: "Transfers",
    statement: "Buchungen des Kontoauszugs",
  },
};

/** The path a mailed link signs: fetched without a sign-in, valid until its expiry. */
export const runFilePath = (runId: number) => `${API}/exports/runs/${runId}/file`;

type Run = typeof exportRuns.$inferSelect;
type Schedule = typeof exportSchedules.$inferSelect;

/**
 * Queues the run's mail to each recipient, in the seller's language, inside the caller's
 * transaction (the run is done exactly when its mails exist). Keyed per run and address, so a
 * job that runs again writes no second mail.
 */
export async function mailRun(deps: Deps, tx: Executor, schedule: Schedule, run: Run): Promise<void> {
  const [seller] = await tx
    .select({ firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, run.sellerId));
  const locale = (seller?.locale ?? run.locale) as Locale;
  const attach = schedule.delivery === "attachment" && (run.fileSize ?? 0) <= EXPORT_ATTACHMENT_MAX_BYTES;
  const expiresAt = new Date(deps.clock.now().getTime() + EXPORT_LINK_DAYS * 86_400_000);
  const vars = {
    name: seller?.firstName ?? "",
    list: LIST_NAMES[locale][run.list] ?? run.list,
    period: run.periodKey ?? run.createdAt.toISOString().slice(0, 10),
    rows: run.rowsDone,
    expires: expiresAt.toISOString().slice(0, 10),
  };
  const requests: MailRequest[] = schedule.recipients.map((to) => ({
    userId: null,
    to,
    template: attach ? "export_ready_attached" : "export_ready_link",
    locale,
    vars,
    actionPath: attach ? "/cabinet/exports" : deps.urlSigner.signedPathUntil(runFilePath(run.id), expiresAt),
    attachments: attach ? [{ kind: "export_run", id: run.id }] : [],
    key: `export_run:${run.id}:${to}`,
  }));
  await deps.jobs.enqueueMany(tx, [], mailRows(deps, tx, requests));
}
