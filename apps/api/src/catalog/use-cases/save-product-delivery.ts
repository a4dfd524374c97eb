import type { catalog } from "@sellwerk/contracts";
import { LOCALES } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { sanitizeRichText } from "../lesson-html.ts";
import { saveProduct } from "../product-save.ts";

/** The delivery step: standard mail, the seller's own mail per language, or none. */
export async function saveProductDelivery(
  deps: Deps,
  sellerId: number,
  productId: number,
  { version, email, custom }: catalog.DeliveryBody,
): Promise<Result<catalog.Product>> {
  const mails = Object.fromEntries(
    LOCALES.flatMap((l) => {
      const mail = custom[l];
      return mail ? [[l, { subject: mail.subject, body: sanitizeRichText(mail.body) }]] : [];
    }),
  );
  return saveProduct(deps, { sellerId, productId, version }, async () =>
    ok({ delivery: { email, custom: mails } }),
  );
}
