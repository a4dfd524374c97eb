import type { Readable } from "node:stream";
import { and, count } from "drizzle-orm";
import type { ExportList, Locale } from "@sellwerk/domain";
import {
  exportJobs,
  type billing as billingContracts,
  type dunning as dunningContracts,
  type orders as orderContracts,
  type payouts as payoutContracts,
} from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import { csvFormat } from "../platform/http/csv.ts";
import {
  ORDER_CSV_HEADER,
  chosenOrderColumns,
  exportOrderRates,
  exportOrders,
  orderConditions,
  orderRateConditions,
  orderRates,
  orders,
  type OrderCsvColumn,
} from "../orders/index.ts";
import { exportInvoices, invoiceConditions, invoices } from "../billing/index.ts";
import {
  exportPayouts,
  exportStatement,
  exportTransfers,
  payoutConditions,
  payouts,
  sellerPayee,
  statementConditions,
  transferConditions,
} from "../payouts/index.ts";
import { ledgerEntries } from "../ledger/index.ts";
import { claimsWhere, dunningClaims, exportClaims, sellerDunningViewer } from "../dunning/index.ts";
import type { ExportFilters } from "./tables.ts";

/**
 * What the export job needs of a list: how many rows the filters find (for the progress), the
 * CSV itself (the list's own streaming export, unchanged), the seller's column choice where the
 * list has one, and the file's name. One entry per list; the job, the schedules and the screen
 * are the same for all of them.
 */
export interface ExportableList {
  fileName: string;
  count(deps: Deps, sellerId: number, filters: ExportFilters): Promise<number>;
  /** The columns remembered for the seller now (copied into a schedule), or null without a choice. */
  columns(deps: Deps, sellerId: number): Promise<string[] | null>;
  csv(
    deps: Deps,
    sellerId: number,
    filters: ExportFilters,
    columns: string[] | null,
    locale: Locale,
  ): Readable | Promise<Readable>;
}

/** The stored filters read again by the list's export query (defaults and coercions applied). */
function query<T>(list: ExportList, filters: ExportFilters): T {
  return exportJobs.EXPORT_FILTER_SCHEMAS[list].parse(filters) as T;
}

const ordersList: ExportableList = {
  fileName: "orders.csv",
  async count(deps, sellerId, filters) {
    const q = query<orderContracts.OrdersExportQuery>("orders", filters);
    const [row] = await deps.db
      .select({ n: count() })
      .from(orders)
      .where(and(...orderConditions(sellerId, q)));
    return row?.n ?? 0;
  },
  columns: (deps, sellerId) => chosenOrderColumns(deps, sellerId, ORDER_CSV_HEADER),
  csv(deps, sellerId, filters, columns, locale) {
    // A column removed since the schedule was made is dropped; none left means all of them.
    const known = (columns ?? []).filter((c): c is OrderCsvColumn =>
      (ORDER_CSV_HEADER as readonly string[]).includes(c),
    );
    return exportOrders(
      deps,
      sellerId,
      query("orders", filters),
      known.length ? known : ORDER_CSV_HEADER,
      csvFormat(locale),
    );
  },
};

const orderRatesList: ExportableList = {
  fileName: "order_rates.csv",
  async count(deps, sellerId, filters) {
    const q = query<orderContracts.OrderRatesExportQuery>("order_rates", filters);
    const [row] = await deps.db
      .select({ n: count() })
      .from(orderRates)
      .where(and(...orderRateConditions(sellerId, q)));
    return row?.n ?? 0;
  },
  columns: async () => null,
  csv: (deps, sellerId, filters, _columns, locale) =>
    exportOrderRates(deps, sellerId, query("order_rates", filters), csvFormat(locale)),
};

/** Invoices and reversals (credit memos); no column choice, amounts with a decimal point. */
const invoicesList: ExportableList = {
  fileName: "invoices.csv",
  async count(deps, sellerId, filters) {
    const q = query<billingContracts.InvoicesFilters>("invoices", filters);
    const [row] = await deps.db
      .select({ n: count() })
      .from(invoices)
      .where(and(...invoiceConditions(sellerId, q)));
    return row?.n ?? 0;
  },
  columns: async () => null,
  csv: (deps, sellerId, filters) => exportInvoices(deps, sellerId, query("invoices", filters)),
};

/** The seller's payout history; no column choice, amounts with a decimal point. */
const payoutsList: ExportableList = {
  fileName: "payouts.csv",
  async count(deps, sellerId, filters) {
    const q = query<payoutContracts.PayoutsFilters>("payouts", filters);
    const [row] = await deps.db
      .select({ n: count() })
      .from(payouts)
      .where(and(...payoutConditions(sellerPayee(sellerId), q)));
    return row?.n ?? 0;
  },
  columns: async () => null,
  csv: (deps, sellerId, filters) => exportPayouts(deps, sellerPayee(sellerId), query("payouts", filters)),
};

/**
 * The seller's dunning claims as the seller sees them (a power seller also sees the court
 * stages; a manager's admin view is not carried into a job). The claims CSV has no column choice
 * and no decimal comma: it is written as the list's direct export writes it.
 */
const dunningClaimsList: ExportableList = {
  fileName: "claims.csv",
  async count(deps, sellerId, filters) {
    const q = query<dunningContracts.ClaimsFilters>("dunning_claims", filters);
    const where = await claimsWhere(deps, sellerId, await sellerDunningViewer(deps, sellerId), q);
    const [row] = await deps.db.select({ n: count() }).from(dunningClaims).where(where);
    return row?.n ?? 0;
  },
  columns: async () => null,
  csv: async (deps, sellerId, filters) =>
    exportClaims(deps, sellerId, await sellerDunningViewer(deps, sellerId), query("dunning_claims", filters)),
};

/**
 * The seller's transfers (their sales' shares, with state and payout), written like the direct
 * CSV in the seller's language: German with ";" and a decimal comma.
 */
const transfersList: ExportableList = {
  fileName: "transfers.csv",
  async count(deps, sellerId, filters) {
    const q = query<payoutContracts.TransfersFilters>("transfers", filters);
    const where = await transferConditions(deps.db, sellerPayee(sellerId).account, q, deps.clock.now());
    const [row] = await deps.db.select({ n: count() }).from(ledgerEntries).where(where);
    return row?.n ?? 0;
  },
  columns: async () => null,
  csv: (deps, sellerId, filters, _columns, locale) =>
    exportTransfers(deps, sellerPayee(sellerId), query("transfers", filters), csvFormat(locale)),
};

/** The seller's ledger statement (the period's entries); amounts with a decimal point, as its direct CSV. */
const statementList: ExportableList = {
  fileName: "statement.csv",
  async count(deps, sellerId, filters) {
    const q = query<payoutContracts.StatementExportQuery>("statement", filters);
    const where = statementConditions(sellerPayee(sellerId).account, q);
    const [row] = await deps.db.select({ n: count() }).from(ledgerEntries).where(where);
    return row?.n ?? 0;
  },
  columns: async () => null,
  csv: (deps, sellerId, filters) => exportStatement(deps, sellerPayee(sellerId), query("statement", filters)),
};

export const EXPORTABLE_LISTS: Record<ExportList, ExportableList> = {
  orders: ordersList,
  order_rates: orderRatesList,
  invoices: invoicesList,
  payouts: payoutsList,
  dunning_claims: dunningClaimsList,
  transfers: transfersList,
  statement: statementList,
};
