import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import { users } from "../../identity/tables.ts";
import { bankAccounts, legitimations } from "../tables.ts";
import { bankAccountView } from "../views.ts";
import { providerConfirms } from "./confirm-bank-account.ts";
import { sellerSearch } from "./list-legitimations.ts";

/** The manager's bank accounts tab: every seller's accounts, filtered, sorted, paged. */
export async function listAdminBankAccounts(deps: Deps, q: verification.AdminBankAccountsQuery) {
  const where = and(
    q.state ? eq(bankAccounts.state, q.state) : undefined,
    q.country ? eq(bankAccounts.country, q.country) : undefined,
    q.currency ? eq(bankAccounts.currency, q.currency) : undefined,
    q.seller_id ? eq(bankAccounts.sellerId, q.seller_id) : undefined,
    q.created_from ? gte(bankAccounts.createdAt, new Date(q.created_from)) : undefined,
    q.created_till ? lte(bankAccounts.createdAt, tillInclusive(q.created_till)) : undefined,
    q.query
      ? inArray(
          bankAccounts.sellerId,
          deps.db.select({ id: users.id }).from(users).where(sellerSearch(q.query)),
        )
      : undefined,
  );
  const sortColumn = { created_at: bankAccounts.createdAt, state: bankAccounts.state, id: bankAccounts.id }[
    q.sort_key
  ];
  return listPage(deps.db, {
    table: bankAccounts,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({
          row: bankAccounts,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          provider: legitimations.provider,
        })
        .from(bankAccounts)
        .innerJoin(users, eq(users.id, bankAccounts.sellerId))
        .leftJoin(legitimations, eq(legitimations.sellerId, bankAccounts.sellerId))
        .where(where)
        .orderBy(...orderBy(sortColumn, bankAccounts.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, email, firstName, lastName, provider }) => ({
        ...bankAccountView(row, providerConfirms(deps, provider)),
        seller_email: email,
        seller_name: `${firstName} ${lastName}`.trim(),
      }));
    },
  });
}
