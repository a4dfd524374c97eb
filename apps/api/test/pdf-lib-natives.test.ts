import { createRequire } from "node:module";
import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import "../src/catalog/documents/pdf-lib-natives.ts";
import { renderInvoicePdf } from "../src/billing/documents/invoice-pdf.ts";
import { sampleInvoice } from "../../../bench/lib/invoice-sample.ts";
import { textRuns } from "./support/pdf.ts";

// The natives swapped into pdf-lib (catalog/documents/pdf-lib-natives.ts) must write what pdf-lib
// wrote: the same numbers, streams any PDF reader inflates, the same file for the same document.
const fromPdfLib = createRequire(createRequire(import.meta.url).resolve("pdf-lib"));
const utils = fromPdfLib("./utils") as { numberToString(n: number): string };
const pako = fromPdfLib("pako") as {
  deflate(d: Uint8Array, o?: object): Uint8Array;
  inflate(d: Uint8Array): Uint8Array;
};

describe("pdf-lib with Node's natives", () => {
  it("writes numbers as pdf-lib does, never with an exponent", () => {
    for (const n of [0, 1, 12.5, -841.89, 595.28, 0.25, -0.75, 123456.789])
      expect(utils.numberToString(n), String(n)).toBe(String(n));
    // An exponent goes through pdf-lib's own conversion: plain digits, the same value.
    for (const n of [1e-7, -2.5e-8, 1e21, -3.2e22]) {
      const text = utils.numberToString(n);
      expect(text, String(n)).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Number(text) / n, String(n)).toBeCloseTo(1, 12);
    }
  });

  it("deflates to zlib data that both zlib and pako inflate back", () => {
    const bytes = new TextEncoder().encode("BT /F1 10 Tf 56.69 780.2 Td (Rechnung) Tj ET\n".repeat(200));
    const packed = pako.deflate(bytes);
    expect(packed.length).toBeLessThan(bytes.length / 10);
    // Node's zlib made it (pako's own deflate writes other bytes for the same input).
    expect(Buffer.from(packed).equals(deflateSync(bytes))).toBe(true);
    expect(Buffer.from(inflateSync(packed)).equals(Buffer.from(bytes))).toBe(true);
    expect(Buffer.from(pako.inflate(packed)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("renders an invoice that reads back, the same file every time", async () => {
    const data = sampleInvoice(7);
    const [a, b] = [await renderInvoicePdf(data), await renderInvoicePdf(data)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const doc = await PDFDocument.load(a);
    const text = textRuns(doc, doc.getPage(0))
      .map((r) => r.text)
      .join(" ");
    expect(text).toContain(data.number);
  });
});
