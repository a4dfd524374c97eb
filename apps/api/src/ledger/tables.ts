import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, money, ref } from "../platform/db/columns.ts";

/**
 * The append-only double-entry ledger (DESIGN §5). A money movement is one `transactionId` whose
 * entries sum to zero per currency; balances are sums of entries. A trigger (migration) refuses
 * UPDATE and DELETE, so history can only be corrected by new entries.
 *
 * Accounts: `seller:{id}` (what the platform owes the seller), `provider:{name}` (money held at a
 * provider on our behalf), `platform:fees`, `provider_fees:{name}`, `vat:payable`, `buyer:{orderId}`.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    transactionId: text("transaction_id").notNull(),
    /** charge, provider_fee, platform_fee, vat, refund, chargeback */
    kind: text("kind").notNull(),
    account: text("account").notNull(),
    /** Signed minor units: debit positive, credit negative. */
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    sellerId: ref("seller_id"),
    orderId: ref("order_id"),
    orderRateId: ref("order_rate_id"),
    paymentId: ref("payment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_transaction_idx").on(t.transactionId),
    index("ledger_entries_account_idx").on(t.account, t.currency),
    index("ledger_entries_order_idx").on(t.orderId),
    index("ledger_entries_seller_idx")
      .on(t.sellerId, t.createdAt)
      .where(sql`seller_id IS NOT NULL`),
  ],
);
