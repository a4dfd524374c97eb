import { afterAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import { installSelectionCache, uninstallSelectionCache } from "../src/platform/db/selection-cache.ts";
import { orderRates, orders } from "../src/orders/tables.ts";
import { products } from "../src/catalog/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";

// Issue 11: drizzle's column lists are rendered once and reused (platform/db/selection-cache.ts).
// Every statement must come out exactly as drizzle writes it, parameters and their numbers included.

const db = drizzle.mock();
const siblings = alias(orderRates, "sibling_rates");

const statements = (id: number) => [
  db.select().from(orders).where(eq(orders.id, id)),
  db.select({ id: orders.id, token: orders.token }).from(orders).where(eq(orders.id, id)),
  // The same list with a join names each column's table.
  db
    .select({ id: orders.id, token: orders.token })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, id)),
  // The same first columns, then one more: another list.
  db.select({ id: orders.id, token: orders.token, state: orders.state }).from(orders),
  db
    .select({ rate: orderRates, order: orders, name: products.name })
    .from(orderRates)
    .innerJoin(orders, eq(orders.id, orderRates.orderId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orderRates.id, id)),
  // An aliased table writes its alias; a subquery with a value keeps its parameter's number.
  db
    .select({
      id: orderRates.id,
      siblings: sql<number>`(${db.select({ n: count() }).from(siblings).where(eq(siblings.orderId, orderRates.orderId))})`,
      paidMore: sql<boolean>`(${orderRates.paidAmount} > ${id})`,
    })
    .from(orderRates)
    .where(eq(orderRates.orderId, id + 1)),
  db
    .insert(emailLogs)
    .values({
      token: `t${id}`,
      to: "a@example.com",
      subject: "s",
      html: "h",
      text: "t",
      template: "x",
      locale: "en",
    } as never)
    .returning(),
  db
    .update(orders)
    .set({ state: "closed" })
    .where(eq(orders.id, id))
    .returning({ id: orders.id, state: orders.state }),
];

const texts = (id: number) => statements(id).map((s) => s.toSQL());

afterAll(() => installSelectionCache());

describe("the selection cache", () => {
  it("writes every statement as drizzle does, the first time and every time after", () => {
    uninstallSelectionCache();
    const expected = [texts(1), texts(2)];
    installSelectionCache();
    expect(texts(1)).toEqual(expected[0]);
    expect(texts(1)).toEqual(expected[0]);
    expect(texts(2)).toEqual(expected[1]);
    expect(expected[0]![5]!.params).toEqual([1, 2]);
  });
});
