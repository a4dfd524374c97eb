import { and, eq, gt, inArray } from "drizzle-orm";
import { formatMoney, type Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { writeMails, type MailRequest } from "../../notifications/index.ts";
import { users } from "../../identity/index.ts";
import { products } from "../../catalog/tables.ts";
import { payouts } from "../../payouts/tables.ts";
import { affiliateCommissions, affiliatePrograms, publisherProfiles } from "../tables.ts";
import { notificationsView } from "../use-cases/show-publisher-notifications.ts";

export interface PublisherMoneyMailJob {
  /** Paid rates' payments whose seller_program commissions are mailed (new_sale). */
  paymentIds?: number[];
  /** A publisher payout that became successful (payout_sent). */
  payoutId?: number;
}

/**
 * The publisher's money mails, written by the job the money path enqueued in its own transaction
 * (so that path only adds a job, never reads or renders): "You earned a commission" per commission
 * row above 0 of the paid payments, and "Your payout is on its way". Each honours the publisher's
 * switch on /publish/email_notification, read here, at sending time.
 */
export async function sendPublisherMoneyMails(deps: Deps, data: PublisherMoneyMailJob): Promise<void> {
  const requests = [
    ...(data.paymentIds?.length ? await commissionMails(deps, data.paymentIds) : []),
    ...(data.payoutId ? await payoutMails(deps, data.payoutId) : []),
  ];
  if (requests.length === 0) return;
  await deps.db.transaction(async (tx) => {
    await deps.jobs.enqueueMany(tx, await writeMails(deps, tx, requests));
  });
}

const wants = (saved: Record<string, boolean> | null, key: "new_sale" | "payout_sent") =>
  notificationsView(saved ?? {})[key];

async function commissionMails(deps: Deps, paymentIds: number[]): Promise<MailRequest[]> {
  const rows = await deps.db
    .select({
      id: affiliateCommissions.id,
      amount: affiliateCommissions.amount,
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
    .where(
      and(
        eq(affiliateCommissions.kind, "seller_program"),
        inArray(affiliateCommissions.paymentId, paymentIds),
        gt(affiliateCommissions.amount, 0),
      ),
    )
    .orderBy(affiliateCommissions.id);
  return rows
    .filter((r) => wants(r.notifications, "new_sale"))
    .map((r) => {
      const locale = r.locale as Locale;
      return {
        userId: r.userId,
        to: r.email,
        template: "affiliate_commission_earned",
        locale,
        vars: {
          name: r.firstName,
          program: r.program ?? "",
          product: r.product ?? "",
          stage: r.stage,
          amount: formatMoney(r.amount, r.currency, locale),
        },
        actionPath: "/publish/orders",
        // One mail per commission row, however often the job runs.
        key: `affiliate_commission:${r.id}`,
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
