import type { z } from "zod";
import type { designs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { CERTIFICATE_FORMS, storedCertificateSettings } from "../product-designs.ts";
import { serialExample } from "../certificate-serial.ts";

/** The certificate's "keys details" step: its fields and texts, and how its serials read. */
export async function showKeysDetails(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<z.infer<typeof designs.keysDetailsAnswer>>> {
  const product = await findOwnProductOf(deps, sellerId, productId, CERTIFICATE_FORMS);
  if (!product) return fail("NOT_FOUND");
  const settings = storedCertificateSettings(product);
  return ok({
    keys_details: settings,
    serial_example: serialExample(settings, deps.clock.now()),
    product_version: product.version,
  });
}
