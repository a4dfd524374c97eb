import { randomUUID } from "node:crypto";
import type { Deps } from "../../src/platform/deps.ts";
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateNodes,
  affiliatePrograms,
} from "../../src/affiliates/tables.ts";
import { orders } from "../../src/orders/tables.ts";
import { givenProduct } from "./given-product.ts";
import { givenUser } from "./users.ts";

// Facts for the publisher area's and the statistics' tests, written straight into the tables:
// clicks, nodes, orders and commissions are what attribution and the money path write (their own
// tests cover how); here they are given at chosen moments so figures, buckets and time zones can be
// checked to the unit.

export const BUYER_EMAIL = "jane.buyer@example.com";

export async function givenSeller(deps: Deps) {
  const seller = await givenUser(deps, { profiles: ["seller"] });
  const product = await givenProduct(deps, seller.id, "download", { name: `Guide of ${seller.id}` });
  return { seller, product };
}

export function givenPublisher(deps: Deps) {
  return givenUser(deps, { profiles: ["publisher"] });
}

export async function givenProgram(
  deps: Deps,
  sellerId: number,
  values: Partial<typeof affiliatePrograms.$inferInsert> = {},
) {
  const [program] = await deps.db
    .insert(affiliatePrograms)
    .values({ sellerId, name: `Program of ${sellerId}`, commissions: [1000], ...values })
    .returning();
  return program!;
}

export async function givenNode(
  deps: Deps,
  program: { id: number; sellerId: number },
  publisher: { id: number; email: string },
  values: Partial<typeof affiliateNodes.$inferInsert> = {},
) {
  const [node] = await deps.db
    .insert(affiliateNodes)
    .values({
      sellerId: program.sellerId,
      programId: program.id,
      publisherId: publisher.id,
      email: publisher.email,
      state: "accepted",
      initiator: "publisher",
      ...values,
    })
    .returning();
  return node!;
}

type Node = { id: number; programId: number; sellerId: number; publisherId: number | null };

export async function givenClicks(
  deps: Deps,
  node: Node,
  at: string,
  n = 1,
  productId: number | null = null,
) {
  await deps.db.insert(affiliateClicks).values(
    Array.from({ length: n }, () => ({
      sellerId: node.sellerId,
      programId: node.programId,
      publisherId: node.publisherId!,
      nodeId: node.id,
      productId,
      createdAt: new Date(at),
    })),
  );
}

/** A paid order of `amount` attributed to the chain (stage 1 first), its first rate's commissions. */
export async function givenSale(
  deps: Deps,
  input: {
    at: string;
    productId: number;
    amount: number;
    chain: { node: Node; amount: number }[];
    currency?: string;
  },
) {
  const first = input.chain[0]!.node;
  const currency = input.currency ?? "EUR";
  const [order] = await deps.db
    .insert(orders)
    .values({
      sellerId: first.sellerId,
      token: randomUUID(),
      productId: input.productId,
      plan: {},
      currency,
      totalAmount: input.amount,
      paymentMethod: "card",
      provider: "sandbox",
      state: "finalized",
      paymentState: "paid",
      payer: { email: BUYER_EMAIL, first_name: "Jane", last_name: "Buyer" },
      owner: { email: BUYER_EMAIL },
      affiliateProgramId: first.programId,
      publisherId: first.publisherId,
      createdAt: new Date(input.at),
    })
    .returning();
  await givenRateCommissions(deps, order!, input);
  return order!;
}

/** Another paid rate of an order: one commission per stage. */
export async function givenRateCommissions(
  deps: Deps,
  order: { id: number; productId: number },
  input: { at: string; amount: number; chain: { node: Node; amount: number }[]; currency?: string },
) {
  await deps.db.insert(affiliateCommissions).values(
    input.chain.map(({ node, amount }, i) => ({
      sellerId: node.sellerId,
      publisherId: node.publisherId!,
      programId: node.programId,
      nodeId: node.id,
      orderId: order.id,
      paymentId: Math.floor(Math.random() * 1e12),
      productId: order.productId,
      stage: i + 1,
      currency: input.currency ?? "EUR",
      baseAmount: input.amount,
      amount,
      createdAt: new Date(input.at),
    })),
  );
}
