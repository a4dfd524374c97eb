import { eq } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { products } from "../../catalog/index.ts";
import { sellerById } from "../../checkout/sellers.ts";
import { certificates } from "../tables.ts";

/**
 * The public check of a serial: who holds it, for what, since when, and whether it still stands
 * (revoked after a refund). Null for a serial that was never issued. Serials are compared as
 * printed, upper case, so a reader typing it in lower case still finds it.
 */
export async function verifyCertificate(
  deps: Deps,
  serial: string,
): Promise<fulfilment.CertificateVerification | null> {
  const [row] = await deps.db
    .select({ certificate: certificates, productName: products.name })
    .from(certificates)
    .innerJoin(products, eq(products.id, certificates.productId))
    .where(eq(certificates.serial, serial.trim().toUpperCase()));
  if (!row) return null;
  const seller = await sellerById(deps.db, row.certificate.sellerId);
  return {
    serial: row.certificate.serial,
    holder_name: row.certificate.holderName,
    product_name: row.productName,
    seller_name: seller?.name ?? "",
    issued_at: row.certificate.issuedAt.toISOString(),
    state: row.certificate.state === "revoked" ? "revoked" : "valid",
  };
}
