import { Readable } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import { daysOverdue } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { csvAmount, csvLine } from "../../platform/http/csv.ts";
import { dunningAgencyBatches, dunningClaimEvents, dunningClaims } from "../tables.ts";
import { claimFacts } from "./list-claims.ts";

/** The agency's import format (docs/dunning.md "Export file"): one claim per line. */
export const AGENCY_EXPORT_HEADER = [
  "claim_id",
  "batch_id",
  "creditor_reference",
  "order_id",
  "rate_number",
  "currency",
  "open_amount",
  "fees",
  "total",
  "overdue_since",
  "days_overdue",
  "reminders_sent",
  "debtor_type",
  "debtor_first_name",
  "debtor_last_name",
  "debtor_company",
  "debtor_vat_id",
  "debtor_email",
  "debtor_phone",
  "debtor_street",
  "debtor_street_number",
  "debtor_zip",
  "debtor_city",
  "debtor_country",
  "product",
] as const;

/** A batch's file, as often as the seller downloads it; another seller's batch is not found. */
export async function exportAgencyBatch(deps: Deps, sellerId: number, batchId: number): Promise<Readable> {
  const [batch] = await deps.db
    .select()
    .from(dunningAgencyBatches)
    .where(and(eq(dunningAgencyBatches.id, batchId), eq(dunningAgencyBatches.sellerId, sellerId)));
  if (!batch) throw new AppError("NOT_FOUND");
  const claims = await deps.db
    .select()
    .from(dunningClaims)
    .where(eq(dunningClaims.agencyBatchId, batch.id))
    .orderBy(asc(dunningClaims.id));
  const facts = await claimFacts(deps.db, claims);
  const reminders = await deps.db
    .select({ claimId: dunningClaimEvents.claimId, mail: dunningClaimEvents.mailToken })
    .from(dunningClaimEvents)
    .innerJoin(dunningClaims, eq(dunningClaims.id, dunningClaimEvents.claimId))
    .where(eq(dunningClaims.agencyBatchId, batch.id));
  const sent = new Map<number, number>();
  for (const r of reminders) if (r.mail) sent.set(r.claimId, (sent.get(r.claimId) ?? 0) + 1);
  const at = batch.createdAt;
  function* lines() {
    yield csvLine(AGENCY_EXPORT_HEADER);
    for (const claim of claims) {
      const payer = facts.get(claim.id)!.payer;
      const text = (key: string) => (typeof payer[key] === "string" ? payer[key] : "");
      const money = (amount: number) => csvAmount(amount, claim.currency);
      yield csvLine([
        claim.id,
        batch!.id,
        `S${sellerId}-O${claim.orderId}`,
        claim.orderId,
        facts.get(claim.id)!.rateNumber,
        claim.currency.toUpperCase(),
        money(claim.amount),
        money(claim.feesAmount),
        money(claim.amount + claim.feesAmount),
        claim.overdueSince.toISOString().slice(0, 10),
        daysOverdue(claim.overdueSince, at),
        sent.get(claim.id) ?? 0,
        claim.payerType,
        text("first_name"),
        text("last_name"),
        text("company"),
        text("vat_id"),
        text("email"),
        text("phone"),
        text("street"),
        text("street_number"),
        text("zip"),
        text("city"),
        text("country"),
        facts.get(claim.id)!.productName,
      ]);
    }
  }
  return Readable.from(lines());
}
