// A publisher's money mails (docs/affiliates.md "Mails"): the money path enqueues one job in its
// transaction; the job reads, renders and writes the mails after commit.
import type { Deps } from "../../platform/deps.ts";
import { JOB_LIMITS } from "../../platform/jobs/limits.ts";
import type { NewJob } from "../../platform/jobs/queue.ts";
import { PUBLISHER_MONEY_MAIL_JOB } from "../../platform/jobs/names.ts";
import type { NewCommission } from "../commissions/rate-commissions.ts";
import {
  sendPublisherMoneyMails,
  type ClawbackMail,
  type PublisherMoneyMailJob,
} from "./send-publisher-money-mails.ts";

/**
 * The one mail job of paid rates' commission rows, seller programs' (new_sale) and the platform's
 * own (platform_commission); none when no publisher earned anything.
 */
export function commissionMailJobs(rows: readonly NewCommission[]): NewJob[] {
  const paymentIds = [...new Set(rows.filter((r) => r.amount > 0 && r.paymentId).map((r) => r.paymentId!))];
  return paymentIds.length > 0 ? [{ name: PUBLISHER_MONEY_MAIL_JOB, data: { paymentIds } }] : [];
}

/** The mail job of commissions a refund or chargeback (its payment row) took back, or none. */
export function clawbackMailJobs(paymentId: number, clawbacks: ClawbackMail[]): NewJob[] {
  return clawbacks.length > 0
    ? [{ name: PUBLISHER_MONEY_MAIL_JOB, data: { clawback: { paymentId, clawbacks } } }]
    : [];
}

/** The mail job of a publisher payout that became successful. */
export function payoutMailJob(payoutId: number): NewJob {
  return { name: PUBLISHER_MONEY_MAIL_JOB, data: { payoutId } };
}

export function defineAffiliateJobs(deps: Deps): void {
  deps.jobs.define<PublisherMoneyMailJob>(
    PUBLISHER_MONEY_MAIL_JOB,
    (data) => sendPublisherMoneyMails(deps, data),
    { retryLimit: 8, ...JOB_LIMITS.mail },
  );
}
