import { eq } from "drizzle-orm";
import type { Locale } from "@sellwerk/domain";
import type { Tx } from "../platform/db/client.ts";
import { products } from "../catalog/tables.ts";
import { sellerName } from "../catalog/seller-context.ts";
import { users } from "../identity/tables.ts";
import type { OrderRow } from "./repository.ts";

/**
 * What a mail about an order names: the buyer (address, first name, the order's language), the
 * seller (by the display name buyers know from the checkout's "Sold by", never the login name,
 * plus what a mail to the seller needs) and the product. Every mail to a buyer about an order
 * reads it here, so they all name the seller alike.
 */
export interface OrderMailContext {
  buyer: { email: string; firstName: string; lastName: string; locale: Locale };
  seller: { id: number; email: string; firstName: string; name: string; username: string; locale: Locale };
  productName: string;
  /** The buyer's page of the order (rates, payment method, cancelling). */
  managePath: string;
}

const localeOf = (value: string | null | undefined): Locale => (value === "de" ? "de" : "en");

/**
 * The columns a mail about an order reads besides the order: its seller's and the product's name.
 * Selected with the order's row where a transaction reads it anyway (the paid checkout's lock of
 * its payment, issue 11), else by `orderMailContext`.
 */
export const orderMailColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  username: users.username,
  productName: products.name,
};

/** A row of `orderMailColumns`: the seller always has one (the order's foreign key), the product may be gone. */
export interface OrderMailRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: string | null;
  username: string;
  productName: string | null;
}

/** The context of a row of `orderMailColumns`; null when the product is gone (nothing to name, so no mail). */
export function orderMailContextOf(
  order: OrderRow,
  seller: OrderMailRow | undefined,
): OrderMailContext | null {
  if (!seller || seller.productName === null) return null;
  const payer = order.payer as { email: string; first_name: string; last_name?: string };
  return {
    buyer: {
      email: payer.email,
      firstName: payer.first_name,
      lastName: payer.last_name ?? "",
      locale: localeOf(order.locale),
    },
    seller: {
      id: seller.id,
      email: seller.email,
      firstName: seller.firstName,
      name: sellerName(seller),
      username: seller.username,
      locale: localeOf(seller.locale),
    },
    productName: seller.productName,
    managePath: `/s/${seller.username}/payment/${order.token}/manage`,
  };
}

/** Null when the seller or product is gone (nothing to name, so no mail). */
export async function orderMailContext(tx: Tx, order: OrderRow): Promise<OrderMailContext | null> {
  // One round trip: mails are written on the checkout's hot path (issue 11).
  const [seller] = await tx
    .select(orderMailColumns)
    .from(users)
    .leftJoin(products, eq(products.id, order.productId))
    .where(eq(users.id, order.sellerId));
  return orderMailContextOf(order, seller);
}
