import { eq, sql } from "drizzle-orm";
import { storedCertificateSettings } from "../../catalog/index.ts";
import { certificates } from "../tables.ts";
import { newCertificateSerial } from "../codes.ts";
import { partyName, payerOf } from "../repository.ts";
import type { Grant } from "./grant.ts";

/**
 * The buyer's certificate: the payer's name and a serial built as the seller's keys details say
 * (prefix, year, running number) with a random part, so serials cannot be guessed. Two
 * certificates of one product issued at the same moment may share a running number; the random
 * part keeps their serials apart (unique index).
 */
export async function issueCertificate(g: Grant): Promise<void> {
  const settings = storedCertificateSettings(g.product);
  const [issued] = await g.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(eq(certificates.productId, g.product.id));
  await g.tx
    .insert(certificates)
    .values({
      sellerId: g.order.sellerId,
      orderId: g.order.id,
      productId: g.product.id,
      serial: newCertificateSerial({
        prefix: settings.serial_prefix,
        format: settings.serial_format,
        year: g.now.getUTCFullYear(),
        number: Number(issued?.n ?? 0) + 1,
      }),
      holderName: partyName(payerOf(g.order)),
      issuedAt: g.now,
    })
    .onConflictDoNothing({ target: [certificates.orderId, certificates.productId] });
}
