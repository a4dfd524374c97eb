import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { catalogFiles } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import type { UrlSigner } from "../../platform/auth/url-signer.ts";
import { files, productDigitals } from "../tables.ts";
import { toStoredFile } from "./view.ts";

export type DigitalView = z.infer<typeof catalogFiles.digital>;

/** Only downloads have digitals (the "file upload" step). */
export const DIGITAL_FORMS = ["download"] as const;

/** A product's digitals in their order, each with its file. */
export async function digitalsOf(ex: Executor, signer: UrlSigner, productId: number): Promise<DigitalView[]> {
  const rows = await ex
    .select({ digital: productDigitals, file: files })
    .from(productDigitals)
    .innerJoin(files, eq(files.id, productDigitals.fileId))
    .where(eq(productDigitals.productId, productId))
    .orderBy(asc(productDigitals.position), asc(productDigitals.id));
  return rows.map(({ digital, file }) => ({
    id: digital.id,
    file: toStoredFile(signer, file),
    position: digital.position,
    stamp_pdf: digital.stampPdf,
  }));
}
