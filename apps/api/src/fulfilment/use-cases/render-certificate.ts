import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { products } from "../../catalog/index.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { certificates } from "../tables.ts";
import { certificateDocument } from "../documents.ts";

/** The PDF of the order's certificate with this serial; a revoked one is not handed out again. */
export async function renderCertificate(
  deps: Deps,
  token: string,
  serial: string,
): Promise<Result<Uint8Array>> {
  const order = await findOrderByToken(deps.db, token);
  if (!order) return fail("NOT_FOUND");
  const [row] = await deps.db
    .select({ certificate: certificates, product: products })
    .from(certificates)
    .innerJoin(products, eq(products.id, certificates.productId))
    .where(and(eq(certificates.orderId, order.id), eq(certificates.serial, serial)));
  if (!row || row.certificate.state !== "valid") return fail("NOT_FOUND");
  return ok(await certificateDocument(deps, order, row.product, row.certificate));
}
