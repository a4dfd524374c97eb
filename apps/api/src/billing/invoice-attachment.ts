import type { Deps } from "../platform/deps.ts";
import type { AttachmentResolver } from "../notifications/index.ts";
import { invoiceById } from "./repository.ts";
import { invoicePdfBytes } from "./use-cases/render-invoice-pdf.ts";

/**
 * A printed number as a file name: what file systems refuse becomes "-" (formats are printable
 * ASCII, so "/" of "RE/2031/001" is what this is for).
 */
export function pdfFileName(number: string): string {
  return `${number.replace(/[\\/:*?"<>|]/g, "-")}.pdf`;
}

/**
 * How a mail's `{ kind: "invoice", id }` becomes its PDF: the stored file once the issuing job
 * has rendered it, else rendered now from the row (the same bytes the job will store).
 */
export function invoiceAttachmentResolver(deps: Deps): AttachmentResolver {
  return async (id) => {
    const row = await invoiceById(deps.db, id);
    if (!row) return null;
    const stored = row.storageKey ? await deps.storage.get(row.storageKey) : undefined;
    const content = stored
      ? Buffer.concat(await stored.toArray())
      : Buffer.from(await invoicePdfBytes(deps, row));
    return { filename: pdfFileName(row.number), content, contentType: "application/pdf" };
  };
}
