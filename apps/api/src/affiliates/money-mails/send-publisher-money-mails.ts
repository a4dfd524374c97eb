import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { formatMoney, type Locale } from "@sellwerk/domain";
import { alias } from "drizzle-orm/pg-core";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { mailRows, type MailRequest } from "../../notifications/index.ts";
import { users } from "../../identity/index.ts";
import { products } from "../../catalog/tables.ts";
import { payouts } from "../../payouts/tables.ts";
import { payments } from "../../payments/tables.ts";
import { affiliateCommissions, affiliatePrograms, publisherProfiles } from "../tables.ts";
import { notificationsView } from "../use-cases/show-publisher-notifications.ts";

/** One commission's part a refund or chargeback took back. */
export interface ClawbackMail {
  commissionId: number;
  amount: number;
}

export interface PublisherMoneyMailJob {
  /** Paid rates' payments whose commissions are mailed (new_sale, platform_commission). */
  paymentIds?: number[];
  /** A refund's or chargeback's payment row and what it took back (commission_clawed_back). */
  clawback?: { paymentId: number; clawbacks: ClawbackMail[] };
  /** A publisher payout that became successful (payout_sent). */
  payoutId?: number;
}

/**
 * The publisher's money mails, written by the job the money path enqueued in its own transaction
 * (so that path only adds a job, never reads or renders): "You earned a commission" per commission
 * row above 0 of the paid payments (a platform_affiliate one says which recruited seller sold),
 * "A commission was returned" per commission a refund or chargeback took back, and "Your payout
 * is on its way". Each honours the publisher's switch on /publish/email_notification, read here,
 * at sending time, and is written once per key however often the job runs.
 */
export async function sendPublisherMoneyMails(deps: Deps, data: PublisherMoneyMailJob): Promise<void> {
  const requests = [
    ...(data.paymentIds?.length ? await commissionMails(deps, data.paymentIds) : []),
    ...(data.clawback ? await clawbackMails(deps, data.clawback) : []),
    ...(data.payoutId ? await payoutMails(deps, data.payoutId) : []),
  ];
  if (requests.length === 0) return;
  await deps.db.transaction(async (tx) => {
    await deps.jobs.enqueueMany(tx, [], mailRows(deps, tx, requests));
  });
}

const wants = (saved: Record<string, boolean> | null, key: affiliates.PublisherNotificationKey) =>
  notificationsView(saved ?? {})[key];

async function commissionMails(deps: Deps, paymentIds: number[]): Promise<MailRequest[]> {
  // The seller of a platform_affiliate commission, named to the publisher who recruited them
  // (aliased here, not at load: the modules import each other in a cycle).
  const sellers = alias(users, "sellers");
  const rows = await deps.db
    .select({
      id: affiliateCommissions.id,
      amount: affiliateCommissions.amount,
      currency: affiliateCommissions.currency,
      stage: affiliateCommissions.stage,
      kind: affiliateCommissions.kind,
      seller: sql<string>`trim(${sellers.firstName} || ' ' || ${sellers.lastName})`,
      program: affiliatePrograms.name,
      product: products.name,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      notifications: publisherProfiles.notifications,
    })
    .from(affiliateCommissions)
    .innerJoin(users, eq(users.id, affiliateCommissions.publisherId))
    .innerJoin(sellers, eq(sellers.id, affiliateCommissions.sellerId))
    .leftJoin(affiliatePrograms, eq(affiliatePrograms.id, affiliateCommissions.programId))
    .leftJoin(products, eq(products.id, affiliateCommissions.productId))
    .leftJoin(publisherProfiles, eq(publisherProfiles.userId, affiliateCommissions.publisherId))
    .where(and(inArray(affiliateCommissions.paymentId, paymentIds), gt(affiliateCommissions.amount, 0)))
    .orderBy(affiliateCommissions.id);
  return rows.flatMap((r): MailRequest[] => {
    const locale = r.locale as Locale;
    const amount = formatMoney(r.amount, r.currency, locale);
    if (r.kind === "platform_affiliate")
      return wants(r.notifications, "platform_commission")
        ? [
            {
              userId: r.userId,
              to: r.email,
              template: "affiliate_platform_commission",
              locale,
              vars: { name: r.firstName, seller: r.seller, amount },
              actionPath: "/publish/payouts_balance",
              key: `affiliate_commission:${r.id}`,
            },
          ]
        : [];
    if (!wants(r.notifications, "new_sale")) return [];
    return [
      {
        userId: r.userId,
        to: r.email,
        template: "affiliate_commission_earned",
        locale,
        vars: {
          name: r.firstName,
          program: r.program ?? "",
          product: r.product ?? "",
          stage: r.stage,
          amount,
        },
        actionPath: "/publish/orders",
        // One mail per commission row, however often the job runs.
        key: `affiliate_commission:${r.id}`,
      },
    ];
  });
}

const REASON = {
  en: { refund: "refunded", chargeback: "charged back by the buyer's bank" },
  de: { refund: "erstattet", chargeback: "von der Bank des Käufers zurückgebucht" },
} as const;

async function clawbackMails(
  deps: Deps,
  job: NonNullable<PublisherMoneyMailJob["clawback"]>,
): Promise<MailRequest[]> {
  const parts = new Map(job.clawbacks.map((c) => [c.commissionId, c.amount]));
  if (parts.size === 0) return [];
  const [payment] = await deps.db
    .select({ kind: payments.kind })
    .from(payments)
    .where(eq(payments.id, job.paymentId));
  const reason = payment?.kind === "chargeback" ? "chargeback" : "refund";
  const rows = await deps.db
    .select({
      id: affiliateCommissions.id,
      currency: affiliateCommissions.currency,
      stage: affiliateCommissions.stage,
      program: affiliatePrograms.name,
      product: products.name,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      notifications: publisherProfiles.notifications,
    })
    .from(affiliateCommissions)
    .innerJoin(users, eq(users.id, affiliateCommissions.publisherId))
    .leftJoin(affiliatePrograms, eq(affiliatePrograms.id, affiliateCommissions.programId))
    .leftJoin(products, eq(products.id, affiliateCommissions.productId))
    .leftJoin(publisherProfiles, eq(publisherProfiles.userId, affiliateCommissions.publisherId))
    .where(inArray(affiliateCommissions.id, [...parts.keys()]))
    .orderBy(affiliateCommissions.id);
  return rows
    .filter((r) => wants(r.notifications, "commission_clawed_back"))
    .map((r) => {
      const locale = r.locale as Locale;
      return {
        userId: r.userId,
        to: r.email,
        template: "affiliate_commission_clawed_back",
        locale,
        vars: {
          name: r.firstName,
          program: r.program ?? "",
          product: r.product ?? "",
          stage: r.stage,
          reason: REASON[locale][reason],
          amount: formatMoney(parts.get(r.id)!, r.currency, locale),
        },
        actionPath: "/publish/payouts_balance",
        // Once per commission and refund: a second partial refund is a second mail.
        key: `affiliate_clawback:${r.id}:${job.paymentId}`,
      };
    });
}

async function payoutMails(deps: Deps, payoutId: number): Promise<MailRequest[]> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  const match = payout && payout.state === "successful" ? /^publisher:(\d+)$/.exec(payout.payee) : null;
  if (!payout || !match) return [];
  const [u] = await deps.db
    .select({ user: users, notifications: publisherProfiles.notifications })
    .from(users)
    .leftJoin(publisherProfiles, eq(publisherProfiles.userId, users.id))
    .where(eq(users.id, Number(match[1])));
  if (!u || !wants(u.notifications, "payout_sent")) return [];
  const locale = u.user.locale as Locale;
  return [
    {
      userId: u.user.id,
      to: u.user.email,
      template: "affiliate_payout_sent",
      locale,
      vars: { name: u.user.firstName, amount: formatMoney(payout.amount, payout.currency, locale) },
      actionPath: "/publish/payouts",
      key: `affiliate_payout_sent:${payout.id}`,
    },
  ];
}
