import { buffer } from "node:stream/consumers";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { OrderState } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import type { SendableFile } from "../../platform/http/send-file.ts";
import { openFile, productDigitals } from "../../catalog/index.ts";
import { orders } from "../../orders/tables.ts";
import { deliveries } from "../tables.ts";
import { KEPT_STATES, payerOf } from "../repository.ts";
import { downloadPath } from "../links.ts";
import { stampPdf, STAMP_MAX_BYTES } from "../stamp-pdf.ts";

export interface DownloadRequest {
  orderId: number;
  digitalId: number;
  expires: number;
  sig: string;
}

/** The stamped bytes answered like a stored file: ranges over the same bytes, its own validator. */
function inMemory(base: SendableFile, bytes: Uint8Array, orderId: number): SendableFile {
  return {
    ...base,
    size: bytes.length,
    etag: `${base.etag.slice(0, -1)}-o${orderId}"`,
    open: async (range) =>
      Readable.from(
        Buffer.from(
          bytes.buffer,
          bytes.byteOffset + (range?.start ?? 0),
          range ? range.end - range.start + 1 : bytes.length,
        ),
      ),
  };
}

/**
 * A buyer's signed download: the signature must be genuine (else 404, nothing revealed) and not
 * expired (403, the buyer opens the order for a fresh link), the order still held (not refunded)
 * and the file's product delivered to it (403 ACCESS_PAUSED while an unpaid rate holds it back). A PDF the seller wants stamped carries the buyer's
 * email on every page.
 */
export async function openDownload(deps: Deps, request: DownloadRequest): Promise<Result<SendableFile>> {
  const now = deps.clock.now();
  const check = deps.urlSigner.verifyUntil(
    downloadPath(request.orderId, request.digitalId),
    request.expires,
    request.sig,
    now,
  );
  if (check === "invalid") return fail("NOT_FOUND");
  if (check === "expired") return fail("DOWNLOAD_LINK_EXPIRED");

  const [row] = await deps.db
    .select({ order: orders, digital: productDigitals, delivery: deliveries.state })
    .from(productDigitals)
    .innerJoin(orders, eq(orders.id, request.orderId))
    .innerJoin(
      deliveries,
      and(eq(deliveries.orderId, orders.id), eq(deliveries.productId, productDigitals.productId)),
    )
    .where(eq(productDigitals.id, request.digitalId));
  if (!row || !KEPT_STATES.includes(row.order.state as OrderState)) return fail("NOT_FOUND");
  // Held back while a rate is unpaid: said so, so the buyer knows paying opens it again.
  if (row.delivery === "paused") return fail("ACCESS_PAUSED");
  if (row.delivery !== "delivered") return fail("NOT_FOUND");

  const opened = await openFile(deps, { signed: true }, row.digital.fileId, undefined);
  if (!opened.ok) return opened;
  const target = opened.value;
  if (!row.digital.stampPdf || target.contentType !== "application/pdf") return ok(target);
  if (target.size > STAMP_MAX_BYTES) {
    deps.log.warn({ digitalId: request.digitalId, size: target.size }, "PDF too large to stamp; sent as is");
    return ok(target);
  }
  const stream = await target.open();
  if (!stream) return fail("NOT_FOUND");
  const stamped = await stampPdf(await buffer(stream), `Licensed to ${payerOf(row.order).email}`);
  if (!stamped) {
    deps.log.warn(
      { digitalId: request.digitalId },
      "PDF could not be stamped (encrypted or damaged); sent as is",
    );
    return ok(target);
  }
  return ok(inMemory(target, stamped, request.orderId));
}
