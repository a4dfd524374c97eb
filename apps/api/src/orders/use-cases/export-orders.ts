import { Readable } from "node:stream";
import { and, sql, type SQL } from "drizzle-orm";
import type { orders as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { CURRENCIES, minorUnits } from "@sellwerk/domain";
import { csvLine, type CsvFormat } from "../../platform/http/csv.ts";
import { events, products } from "../../catalog/index.ts";
import { paymentTickets } from "../../fulfilment/index.ts";
import { rowsOf } from "../../platform/db/bulk.ts";
import { idRangePages, type IdRange } from "../../platform/db/id-ranges.ts";
import { isoText } from "../../platform/db/text.ts";
import { orderLines, orderRates, orders } from "../tables.ts";
import { SETTLED_RATE_STATES } from "../amounts.ts";
import { orderConditions } from "./list-orders.ts";

/**
 * Orders read per query while streaming: large enough that round trips and per-query work
 * vanish against the rows (about 400 KB of CSV), small enough that a page's rows die young in
 * the garbage collector (at 5,000 they outlived it, and the server's memory grew by 200 MiB
 * during a 200,000-order export; at 1,000 by a few MiB).
 */
const PAGE = 1000;
/** Pages read at once: two connections of the pool for one export. */
const READ_AHEAD = 2;

const PARTY_COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "vat_no",
  "country",
  "city",
  "street",
  "street_number",
  "zip",
  "additional_address",
] as const;
/** Where each party column is stored in the order's payer/owner jsonb (vat_no is vat_id). */
const PARTY_KEYS = PARTY_COLUMNS.map((c) => (c === "vat_no" ? "vat_id" : c));

/**
 * Spec two §3 "Order CSV columns", as far as the platform has the data: columns of features not
 * built yet (publishers, campaigns, team members, product groups, power sellers) are left out
 * rather than shipped empty. Amounts in major units as numeric text, with the decimal mark of
 * the request's language. The seller picks and the platform remembers which of these to write.
 */
export const ORDER_CSV_HEADER = [
  "id",
  "token",
  "created_at",
  "product_id",
  "product_name",
  "internal_name",
  "cost_center",
  "pricing_plan_id",
  "pricing_plan_name",
  "recurring",
  "with_test_period",
  "with_custom_start",
  "state",
  "payment_state",
  "payment_method",
  "currency_key",
  "total",
  // Not in spec two's list: the VAT of the order's invoices less their credit memos (addOrderVat).
  "vat",
  "paid",
  "paid_count",
  "due_date",
  "last_due_date",
  "coupon_code",
  "upsell_type",
  "event_name",
  "event_date",
  "location_short",
  "tickets_count",
  "ticket_code",
  ...PARTY_COLUMNS.map((c) => `buyer_${c}`),
  ...PARTY_COLUMNS.map((c) => `owner_${c}`),
  "success_page_url",
  "test_mode",
  // The affiliate the sale is attributed to (issue 14): spec two's publisher_id, and its program.
  "publisher_id",
  "affiliate_program_id",
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_HEADER)[number];

// How the lines are made (issue 11: a million orders at a few times `psql \copy`, in flat memory).
// The database writes each order's line, its cells joined by the unit separator U+001F (removed
// from every text, where it never belongs): amounts in major units with the reader's decimal
// mark, timestamps as ISO texts, flags as true/false. This process then only checks the line for
// anything a spreadsheet would misread (a quote, line break or separator inside a cell, a cell
// starting like a formula) and, in the usual case where there is none, swaps the unit separators
// for the CSV separator: two strings per order instead of dozens of cells, objects and dates.
// A line with such a cell is split and written cell by cell by csvLine, the rule of every export.

const UNIT = "\u001f";

/** A text cell: never null, without the unit separator. */
const text = (value: SQL) => sql`replace(coalesce(${value}, ''), chr(31), '')`;
/** A number, id or state: text that cannot hold the unit separator. */
const plain = (value: SQL) => sql`coalesce((${value})::text, '')`;
const flag = (value: SQL) => sql`case when ${value} then 'true' else 'false' end`;
const iso = (value: SQL) => sql`coalesce(${isoText(value)}, '')`;

/** The joins a page reads only when a chosen column needs them. */
type Join = "product" | "rates" | "event" | "tickets" | "exponent";

interface Column {
  cell: (format: CsvFormat) => SQL;
  joins?: Join[];
}

/** An amount in minor units as csvAmount writes it: major units, the currency's digits, the format's mark. */
const amount = (value: SQL, joins?: Join[]): Column => ({
  cell: (format) =>
    sql`replace(round(coalesce(${value}, 0)::numeric / power(10::numeric, x.exponent), x.exponent)::text, '.', ${format.decimal})`,
  joins: ["exponent", ...(joins ?? [])],
});
const of = (cell: SQL, joins?: Join[]): Column => ({ cell: () => cell, joins });
const party = (column: "payer" | "owner", key: string): Column =>
  of(text(sql`orders.${sql.raw(column)}->>${sql.raw(`'${key}'`)}`));

/** Each column's cell, in the header's order (the settled rate states are amounts.ts' own). */
const COLUMNS: Record<OrderCsvColumn, Column> = {
  id: of(plain(sql`orders.id`)),
  token: of(text(sql`orders.token`)),
  created_at: of(iso(sql`orders.created_at`)),
  product_id: of(plain(sql`orders.product_id`)),
  product_name: of(text(sql`p.name`), ["product"]),
  internal_name: of(text(sql`p.internal_name`), ["product"]),
  cost_center: of(text(sql`p.cost_center`), ["product"]),
  pricing_plan_id: of(plain(sql`orders.pricing_plan_id`)),
  pricing_plan_name: of(text(sql`orders.plan->>'name'`)),
  recurring: of(flag(sql`coalesce(orders.plan->>'form', '') <> 'one_time'`)),
  // A trial of a positive number of days (stored as a number; a numeric text counts as well).
  with_test_period: of(
    flag(sql`case when orders.plan->'prefs'->>'trialDays' ~ '^[[:space:]]*[0-9]+([.][0-9]+)?[[:space:]]*$'
      then (orders.plan->'prefs'->>'trialDays')::numeric > 0 else false end`),
  ),
  with_custom_start: of(flag(sql`orders.plan->'prefs'->>'customStartDay' is not null`)),
  state: of(plain(sql`orders.state`)),
  payment_state: of(plain(sql`orders.payment_state`)),
  payment_method: of(plain(sql`orders.payment_method`)),
  currency_key: of(sql`upper(orders.currency)`),
  total: amount(sql`orders.total_amount`),
  vat: amount(sql`orders.vat_amount`),
  paid: amount(sql`r.paid`, ["rates"]),
  paid_count: of(plain(sql`r.paid_count`), ["rates"]),
  due_date: of(iso(sql`r.next_due`), ["rates"]),
  last_due_date: of(iso(sql`r.last_due`), ["rates"]),
  coupon_code: of(text(sql`orders.coupon_code`)),
  upsell_type: of(plain(sql`orders.upsell_type`)),
  event_name: of(text(sql`e.name`), ["event"]),
  event_date: of(iso(sql`e.starts_at`), ["event"]),
  location_short: of(text(sql`e.location`), ["event"]),
  // Empty for an order without tickets; a count (0 when only codes exist) otherwise.
  tickets_count: of(
    sql`case when t.lines > 0 or c.codes is not null then coalesce(t.quantity, 0)::text else '' end`,
    ["tickets"],
  ),
  ticket_code: of(text(sql`c.codes`), ["tickets"]),
  ...(Object.fromEntries(
    PARTY_COLUMNS.flatMap((c, i) => [
      [`buyer_${c}`, party("payer", PARTY_KEYS[i]!)],
      [`owner_${c}`, party("owner", PARTY_KEYS[i]!)],
    ]),
  ) as Record<`${"buyer" | "owner"}_${(typeof PARTY_COLUMNS)[number]}`, Column>),
  // Shown only when the product sends its buyers to that page.
  success_page_url: of(
    sql`case when p.pages->>'success' = 'url' then ${text(sql`p.pages->>'success_url'`)} else '' end`,
    ["product"],
  ),
  test_mode: of(flag(sql`orders.test_mode`)),
  publisher_id: of(plain(sql`orders.publisher_id`)),
  affiliate_program_id: of(plain(sql`orders.affiliate_program_id`)),
};

/** Currencies by their minor unit where it is not the usual 2 digits (the domain's minorUnits). */
const EXPONENTS = [0, 3].map((digits) => ({
  digits,
  currencies: `{${CURRENCIES.filter((c) => minorUnits(c) === digits).join(",")}}`,
}));

/** The reads behind the joins: the rates summed by amounts.ts' rules, the product's first event. */
function joinsOf(needed: ReadonlySet<Join>): SQL {
  const settled = `{${[...SETTLED_RATE_STATES].join(",")}}`;
  return sql.join(
    [
      // The currency's minor unit once per order, for all its amounts.
      needed.has("exponent")
        ? sql`cross join lateral (select case ${sql.join(
            EXPONENTS.map(
              (e) =>
                sql`when orders.currency = any(${e.currencies}::text[]) then ${sql.raw(String(e.digits))}`,
            ),
            sql` `,
          )} else 2 end as exponent) x`
        : undefined,
      needed.has("product") ? sql`left join ${products} p on p.id = orders.product_id` : undefined,
      needed.has("rates")
        ? sql`left join lateral (
            select coalesce(sum(paid_amount), 0) as paid,
                   count(*) filter (where state = 'paid') as paid_count,
                   min(due_at) filter (where state <> all(${settled}::text[])) as next_due,
                   max(due_at) as last_due
            from ${orderRates} where order_id = orders.id) r on true`
        : undefined,
      // The first event of an event product names the order's event (the checkout sells one).
      needed.has("event")
        ? sql`left join lateral (
            select name, starts_at, location from ${events}
            where product_id = orders.product_id order by position, id limit 1) e on true`
        : undefined,
      needed.has("tickets")
        ? sql`left join lateral (
            select count(*) as lines, sum(quantity) as quantity from ${orderLines}
            where order_id = orders.id and kind = 'ticket') t on true
          left join lateral (
            select string_agg(code, ' ' order by id) as codes from ${paymentTickets}
            where order_id = orders.id) c on true`
        : undefined,
    ].filter((join): join is SQL => join !== undefined),
    sql` `,
  );
}

/** A page's statement: the lines of the orders in an id range, in id order. */
function pageQuery(
  chosen: readonly OrderCsvColumn[],
  format: CsvFormat,
  where: SQL | undefined,
): (range: IdRange) => SQL {
  const columns = chosen.map((c): Column => {
    const column: Column | undefined = COLUMNS[c];
    if (!column) throw new Error(`the order CSV has no column ${c}`);
    return column;
  });
  const line = columns.length
    ? sql`concat_ws(chr(31), ${sql.join(
        columns.map((c) => c.cell(format)),
        sql`, `,
      )})`
    : sql`''`;
  const joins = joinsOf(new Set(columns.flatMap((c) => c.joins ?? [])));
  return (range) => sql`
    select ${line} as line from ${orders} ${joins}
    where ${where} and orders.id > ${range.after} and orders.id <= ${range.upTo}
    order by orders.id`;
}

/** Whether a line has a cell csvLine would quote or defuse: see the comment at the top. */
function needsCellByCell(separator: string): RegExp {
  const escaped = separator.replace(/[\\\]^-]/g, "\\$&");
  return new RegExp(`["\\r\\n${escaped}]|(?:^|${UNIT})[=+\\-@\\t]`);
}

/**
 * The seller's orders as CSV with the list's filters and search, streamed: id ranges of PAGE
 * orders (an index range each, on PostgreSQL and PGlite alike), each read in one statement and
 * READ_AHEAD of them at once, so the database writes the next pages' lines while this one is
 * sent; one chunk per page so the socket sees few large writes. Memory holds those pages however
 * many orders there are, and the stream's backpressure stops the reading when the client is slow.
 */
export function exportOrders(
  deps: Deps,
  sellerId: number,
  q: contracts.OrdersExportQuery,
  columns: readonly OrderCsvColumn[],
  format: CsvFormat,
): Readable {
  const where = and(...orderConditions(sellerId, q));
  const page = pageQuery(columns, format, where);
  const special = needsCellByCell(format.separator);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(columns, format.separator);
    const pages = idRangePages(deps.db, {
      table: orders,
      id: orders.id,
      where,
      size: PAGE,
      depth: READ_AHEAD,
      read: async (range) => rowsOf<{ line: string }>(await deps.db.execute(page(range))),
    });
    for await (const rows of pages) {
      let chunk = "";
      for (const { line } of rows) {
        chunk += special.test(line)
          ? csvLine(line.split(UNIT), format.separator)
          : `${line.replaceAll(UNIT, format.separator)}\r\n`;
      }
      yield chunk;
    }
  }
  // Chunks are whole pages: buffer one, not the default sixteen.
  return Readable.from(lines(), { highWaterMark: 1 });
}
