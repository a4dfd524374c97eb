import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client.ts";
import { legitimations } from "../../../verification/tables.ts";
import type { MangopayApi, MangopayUser } from "./api.ts";
import { idempotencyKey } from "./client.ts";

// Who is who at Mangopay for a payment: the seller's user (made when their legitimation was sent
// to bank_account) owns the credited wallet; the buyer is a PAYER user who authors the pay-in.
//
// Mangopay's AuthorId is "the user at the source of the transaction" — the payer. Marketplaces on
// Mangopay register the buyer as a natural user of category PAYER (only name and e-mail, no KYC)
// and credit the seller's wallet; we do the same, one payer per payment (its Idempotency-Key
// names the payment), rather than letting the seller author money they pay themselves, which
// would put the buyer's money on the seller's KYC limits as if it were theirs.

/** The seller's Mangopay user, when their legitimation was sent to bank_account. */
export async function sellerMangopayUser(ex: Executor, sellerId: number): Promise<string | null> {
  const [row] = await ex
    .select({ user: legitimations.providerUserId })
    .from(legitimations)
    .where(and(eq(legitimations.sellerId, sellerId), eq(legitimations.provider, "bank_account")));
  return row?.user ?? null;
}

function nameParts(name: string, email: string): { FirstName: string; LastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { FirstName: email, LastName: email };
  if (words.length === 1) return { FirstName: words[0]!, LastName: words[0]! };
  return { FirstName: words.slice(0, -1).join(" "), LastName: words.at(-1)! };
}

/** The buyer of a payment as a PAYER user; asked again for the same payment, the same user. */
export function createPayer(
  api: MangopayApi,
  paymentId: number,
  payer: { name: string; email: string },
): Promise<MangopayUser> {
  return api.createUser(
    {
      PersonType: "NATURAL",
      UserCategory: "PAYER",
      ...nameParts(payer.name, payer.email),
      Email: payer.email,
      Tag: `payer_payment_${paymentId}`,
    },
    idempotencyKey("payer", paymentId),
  );
}
