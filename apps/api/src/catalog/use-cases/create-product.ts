import type { catalog } from "@sellwerk/contracts";
import { availablePaymentMethods } from "@sellwerk/domain";
import type { z } from "zod";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { secretBoxFor } from "../../platform/crypto/secret-box.ts";
import { methodAccount, sellerPaymentSetup } from "../../payments/settings.ts";
import { insertWithFreeSlug } from "../slugs.ts";
import { productView } from "../views/product.ts";

/**
 * The payment methods a new product starts with: every method the seller can take now (a
 * connected provider serves it, a bank transfer has bank details) that a one-time plan, the first
 * plan most products get, may offer. The seller unticks what they do not want; none ticked would
 * leave the checkout without a way to pay.
 */
async function defaultPaymentMethods(deps: Deps, sellerId: number) {
  const setup = await sellerPaymentSetup(deps.db, await secretBoxFor(deps), sellerId);
  return availablePaymentMethods("one_time", setup.flags).filter((m) => methodAccount(setup, m) !== null);
}

/** A new, unpublished product of a type; its slug comes from its name, unique for the seller. */
export async function createProduct(
  deps: Deps,
  sellerId: number,
  input: z.infer<typeof catalog.createProductBody>,
): Promise<Result<catalog.Product>> {
  const row = await insertWithFreeSlug(deps.db, {
    sellerId,
    form: input.form,
    name: input.name,
    currency: input.currency,
    checkout: { payment_methods: await defaultPaymentMethods(deps, sellerId) },
  });
  return ok(await productView(deps, deps.db, row));
}
