import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { printable } from "../catalog/documents/index.ts";

/** PDFs above this are sent as they are: stamping parses the whole file in memory. */
export const STAMP_MAX_BYTES = 100 * 1024 * 1024;

const SIZE = 7;
const MARGIN = 10;

/**
 * Prints one line ("Licensed to buyer@example.com") at the foot of every page, so a shared copy
 * names its buyer. Metadata is left untouched, which keeps the output identical for the same
 * input: a resumed download (Range) continues the same bytes. Null when the PDF cannot be changed
 * (encrypted or damaged); the caller then sends the original rather than nothing.
 */
export async function stampPdf(bytes: Uint8Array, line: string): Promise<Uint8Array | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return null;
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = printable(font, line);
  const width = font.widthOfTextAtSize(text, SIZE);
  for (const page of doc.getPages()) {
    // The visible area may not start at 0,0 (a crop box); the line sits inside it.
    const box = page.getCropBox();
    page.drawText(text, {
      x: box.x + Math.max(MARGIN, (box.width - width) / 2),
      y: box.y + MARGIN,
      size: SIZE,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
  return doc.save();
}
