import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from "pdf-lib";

// Reads back what a generated PDF draws: each text run with its position, font size and text,
// taken from the page's own content streams (not from anything the generator reports).

export interface TextRun {
  x: number;
  y: number;
  size: number;
  text: string;
}

// WinAnsi differs from Latin-1 in 0x80–0x9F; the characters our documents use there.
const WIN_ANSI: Record<number, string> = { 0x80: "€", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—", 0xb7: "·" };

function decodeHex(hex: string): string {
  const bytes = Buffer.from(hex, "hex");
  return [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join("");
}

function contentOf(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = ref instanceof PDFRawStream ? ref : doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error("page content is not a stream");
      return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    })
    .join("\n");
}

export function textRuns(doc: PDFDocument, page: PDFPage): TextRun[] {
  const runs: TextRun[] = [];
  let size = 0;
  let x = 0;
  let y = 0;
  for (const line of contentOf(doc, page).split("\n")) {
    const font = /\/\S+ ([\d.]+) Tf$/.exec(line);
    if (font) size = Number(font[1]);
    const matrix = /^[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) ([-\d.]+) Tm$/.exec(line);
    if (matrix) [x, y] = [Number(matrix[1]), Number(matrix[2])];
    const shown = /^<([0-9A-Fa-f]*)> Tj$/.exec(line);
    if (shown) runs.push({ x, y, size, text: decodeHex(shown[1]!) });
  }
  return runs;
}

/** Images the page draws (QR code, logo, background), by their XObject names. */
export function imageCount(doc: PDFDocument, page: PDFPage): number {
  return [...contentOf(doc, page).matchAll(/\/Image-\S+ Do/g)].length;
}

export async function readPdf(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  return {
    doc,
    pages: doc.getPageCount(),
    size: page.getSize(),
    runs: textRuns(doc, page),
    images: imageCount(doc, page),
  };
}
