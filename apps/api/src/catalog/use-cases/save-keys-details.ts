import type { catalog, designs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { saveProduct } from "../product-save.ts";
import { CERTIFICATE_FORMS } from "../product-designs.ts";

/** Stores the certificate's fields, texts and serial format in the product's type settings. */
export async function saveKeysDetails(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: designs.CertificateSettings & { version: number },
): Promise<Result<catalog.Product>> {
  const { version, ...settings } = input;
  return saveProduct(deps, { sellerId, productId, version }, async (_tx, product) => {
    if (!(CERTIFICATE_FORMS as readonly string[]).includes(product.form)) return fail("NOT_FOUND");
    return ok({ typeSettings: settings });
  });
}
