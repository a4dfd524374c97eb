import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, type Result } from "../../platform/result.ts";
import { openFile, type FileTarget } from "../../catalog/index.ts";
import { legitimationDocuments } from "../tables.ts";
import { documentFilePath } from "../views.ts";

/** A KYC document's file by its expiring signed link (seller's wizard, manager's review). */
export async function openDocumentFile(
  deps: Deps,
  input: { documentId: number; expires: number; sig: string },
): Promise<Result<FileTarget>> {
  const check = deps.urlSigner.verifyUntil(
    documentFilePath(input.documentId),
    input.expires,
    input.sig,
    deps.clock.now(),
  );
  if (check !== "valid") return fail(check === "expired" ? "DOWNLOAD_LINK_EXPIRED" : "NOT_FOUND");
  const [doc] = await deps.db
    .select({ fileId: legitimationDocuments.fileId })
    .from(legitimationDocuments)
    .where(eq(legitimationDocuments.id, input.documentId));
  if (!doc) return fail("NOT_FOUND");
  return openFile(deps, { signed: true }, doc.fileId, undefined);
}
