import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { SendableFile } from "../../platform/http/send-file.ts";
import { publisherCreditMemos } from "../tables.ts";
import type { MemoSnapshot } from "./memo-data.ts";
import { renderSelfBillingMemoPdf } from "./memo-pdf.ts";

type MemoRow = typeof publisherCreditMemos.$inferSelect;

/** Renders a memo once into storage: a row with its key is left alone (its bytes never change). */
async function renderOnce(deps: Deps, row: MemoRow): Promise<string> {
  if (row.pdfKey) return row.pdfKey;
  const bytes = await renderSelfBillingMemoPdf({
    ...(row.snapshot as unknown as MemoSnapshot),
    number: row.number,
    issuedAt: row.createdAt,
    currency: row.currency,
    net: row.netAmount,
    vat: row.vatAmount,
    gross: row.grossAmount,
  });
  const key = `publisher-credit-memos/${row.publisherId}/${row.id}.pdf`;
  await deps.storage.put(key, Readable.from([Buffer.from(bytes)]));
  await deps.db.update(publisherCreditMemos).set({ pdfKey: key }).where(eq(publisherCreditMemos.id, row.id));
  return key;
}

/**
 * The credit memo of one of the publisher's own payouts as a PDF, or null (404: another
 * publisher's payout, or one not successful yet, looks the same as none).
 */
export async function openCreditMemo(
  deps: Deps,
  publisherId: number,
  payoutId: number,
): Promise<SendableFile | null> {
  const [row] = await deps.db
    .select()
    .from(publisherCreditMemos)
    .where(
      and(eq(publisherCreditMemos.payoutId, payoutId), eq(publisherCreditMemos.publisherId, publisherId)),
    );
  if (!row) return null;
  const key = await renderOnce(deps, row);
  const stat = await deps.storage.stat(key);
  if (!stat) return null;
  return {
    filename: `${row.number}.pdf`,
    contentType: "application/pdf",
    size: stat.size,
    etag: `"credit-memo-${row.id}"`,
    lastModified: row.createdAt,
    open: (range) => deps.storage.get(key, range),
  };
}
