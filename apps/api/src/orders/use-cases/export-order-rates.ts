import { Readable } from "node:stream";
import { and, asc, eq, gt } from "drizzle-orm";
import type { orders as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvLine, type CsvFormat } from "../../platform/http/csv.ts";
import { products } from "../../catalog/index.ts";
import { orderRates, orders } from "../tables.ts";
import { orderRateConditions } from "./list-order-rates.ts";
import { partyView } from "../views/order-views.ts";

/**
 * Rates read per query while streaming: few round trips, and small enough that a page's rows die
 * young in the garbage collector (export-orders.ts: at 5,000 rows a page outlived it and the
 * server's memory grew by 200 MiB during a long export).
 */
const PAGE = 1000;

export const ORDER_RATE_CSV_HEADER = [
  "id",
  "order_id",
  "order_token",
  "product_id",
  "product_name",
  "buyer_name",
  "buyer_email",
  "number",
  "due_date",
  "amount",
  "paid_amount",
  "currency_key",
  "state",
  "payment_state",
  "paid_at",
  "provider",
  "test_mode",
] as const;

/**
 * The order rates list as CSV with its filters, streamed in keyset pages on id; amounts in major
 * units with the request language's decimal mark.
 */
export function exportOrderRates(
  deps: Deps,
  sellerId: number,
  q: contracts.OrderRatesExportQuery,
  format: CsvFormat,
): Readable {
  const where = and(...orderRateConditions(sellerId, q));
  const money = (amount: number, currency: string) => csvAmount(amount, currency, format);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(ORDER_RATE_CSV_HEADER, format.separator);
    let after = 0;
    for (;;) {
      const rows = await deps.db
        .select({
          rate: orderRates,
          token: orders.token,
          payer: orders.payer,
          paymentState: orders.paymentState,
          provider: orders.provider,
          testMode: orders.testMode,
          productId: products.id,
          productName: products.name,
        })
        .from(orderRates)
        .innerJoin(orders, eq(orders.id, orderRates.orderId))
        .innerJoin(products, eq(products.id, orders.productId))
        .where(and(where, gt(orderRates.id, after)))
        .orderBy(asc(orderRates.id))
        .limit(PAGE);
      if (!rows.length) return;
      yield rows
        .map(({ rate, ...r }) => {
          const payer = partyView(r.payer);
          return csvLine(
            [
              rate.id,
              rate.orderId,
              r.token,
              r.productId,
              r.productName,
              `${payer.first_name} ${payer.last_name}`.trim(),
              payer.email,
              rate.number,
              rate.dueAt.toISOString(),
              money(rate.amount, rate.currency),
              money(rate.paidAmount, rate.currency),
              rate.currency.toUpperCase(),
              rate.state,
              r.paymentState,
              rate.paidAt?.toISOString() ?? "",
              r.provider,
              r.testMode,
            ],
            format.separator,
          );
        })
        .join("");
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.rate.id;
    }
  }
  return Readable.from(lines());
}
