import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { selfBillingVat, type Locale } from "@sellwerk/domain";
import type { Config } from "../../config.ts";
import type { Tx } from "../../platform/db/client.ts";
import { users } from "../../identity/tables.ts";
import { advanceSeries, calendarOf, lockSeries } from "../../billing/number-series.ts";
import { affiliateCommissions, publisherCreditMemos, publisherProfiles } from "../tables.ts";
import type { MemoLine, MemoSnapshot } from "./memo-data.ts";

/** A memo lists at most this many commissions; the totals are the payout's whatever the list. */
const MAX_LINES = 1000;

/** "Sellwerk" from "Sellwerk <no-reply@…>": who issues the memo on the sellers' behalf. */
export function issuerOf(mailFrom: string): string {
  const name = mailFrom.split("<")[0]!.trim().replace(/^"|"$/g, "");
  return name || "Sellwerk";
}

/**
 * The self-billing credit memo of a publisher's payout, issued in the transaction that marks the
 * payout successful — when the money really went (a failed payout issues none; its amount goes
 * into the next). Exactly once per payout (unique payout_id; the payout's transition happens
 * once under its row lock). Numbered GS-{year}-{n} per publisher without gaps, under the series
 * row's lock like invoices (billing/number-series.ts). The PDF is rendered on first download.
 * The VAT follows the publisher's status at issue time (domain selfBillingVat: § 19, 19 %,
 * reverse charge, outside the EU).
 */
export async function issueSelfBillingMemo(
  tx: Tx,
  payout: { id: number; payee: string; amount: number; fee: number; currency: string; coveredUntil: Date },
  now: Date,
  config: Pick<Config, "mailFrom" | "platformVatId">,
): Promise<void> {
  const match = /^publisher:(\d+)$/.exec(payout.payee);
  if (!match) return;
  const publisherId = Number(match[1]);
  const [done] = await tx
    .select({ id: publisherCreditMemos.id })
    .from(publisherCreditMemos)
    .where(eq(publisherCreditMemos.payoutId, payout.id));
  if (done) return;

  const [user] = await tx.select().from(users).where(eq(users.id, publisherId));
  const [profile] = await tx
    .select()
    .from(publisherProfiles)
    .where(eq(publisherProfiles.userId, publisherId));
  const [previous] = await tx
    .select({ snapshot: publisherCreditMemos.snapshot })
    .from(publisherCreditMemos)
    .where(eq(publisherCreditMemos.publisherId, publisherId))
    .orderBy(desc(publisherCreditMemos.id))
    .limit(1);
  const from = (previous?.snapshot as MemoSnapshot | undefined)?.until ?? null;
  const lines = await tx
    .select({
      createdAt: affiliateCommissions.createdAt,
      orderId: affiliateCommissions.orderId,
      kind: affiliateCommissions.kind,
      stage: affiliateCommissions.stage,
      amount: affiliateCommissions.amount,
      clawedBack: affiliateCommissions.clawedBackAmount,
    })
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.publisherId, publisherId),
        eq(affiliateCommissions.currency, payout.currency),
        lte(affiliateCommissions.createdAt, payout.coveredUntil),
        from ? gt(affiliateCommissions.createdAt, new Date(from)) : undefined,
      ),
    )
    .orderBy(asc(affiliateCommissions.createdAt), asc(affiliateCommissions.id))
    .limit(MAX_LINES);

  // The commissions the payout settles: what was transferred plus the payout fee kept from it.
  const vat = selfBillingVat(
    {
      country: profile?.country ?? null,
      vatPayer: profile?.vatPayer ?? false,
      vatId: profile?.vatId ?? null,
    },
    payout.amount + payout.fee,
  );
  const snapshot: MemoSnapshot = {
    locale: (user?.locale ?? "de") as Locale,
    issuer: issuerOf(config.mailFrom),
    // Reverse charge names the recipient's VAT id next to the publisher's.
    issuerVatId: vat.mode === "reverse_charge" ? (config.platformVatId ?? null) : null,
    publisher: {
      name: profile?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(" "),
      company: profile?.company ?? null,
      street: profile?.street ?? null,
      zip: profile?.zip ?? null,
      city: profile?.city ?? null,
      country: profile?.country ?? null,
      vatId: profile?.vatId ?? null,
      taxNumber: profile?.taxNumber ?? null,
    },
    vatPayer: profile?.vatPayer ?? false,
    vatBps: vat.rateBasisPoints,
    vatMode: vat.mode,
    vatNote: vat.noteKey,
    payoutId: payout.id,
    from,
    until: payout.coveredUntil.toISOString(),
    lines: lines.map((l): MemoLine => ({
      date: l.createdAt.toISOString(),
      orderId: l.orderId,
      kind: l.kind,
      stage: l.stage,
      amount: l.amount,
      clawedBack: l.clawedBack,
    })),
  };

  const { year } = calendarOf(now);
  const key = { sellerId: publisherId, series: "self_billing" as const, year };
  const sequence = await lockSeries(tx, key);
  await tx.insert(publisherCreditMemos).values({
    publisherId,
    payoutId: payout.id,
    number: `GS-${year}-${sequence}`,
    currency: payout.currency,
    netAmount: vat.net,
    vatAmount: vat.vat,
    grossAmount: vat.gross,
    snapshot: snapshot as unknown as Record<string, unknown>,
    createdAt: now,
  });
  await advanceSeries(tx, key);
}
