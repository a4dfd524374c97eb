import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { TextAlign } from "@sellwerk/domain";
import { drawLine, printable, wrapLines } from "../../catalog/documents/index.ts";

// A4 pages written top to bottom with a cursor: whatever is drawn asks for its room first and
// continues on a new page when the page is full, so a long order never runs off the paper.

export const A4: [number, number] = [595.28, 841.89];
const MARGIN = { side: 50, top: 56, bottom: 72 };

export const COLORS = {
  ink: rgb(0.12, 0.13, 0.15),
  muted: rgb(0.42, 0.44, 0.48),
  rule: rgb(0.8, 0.81, 0.84),
  band: rgb(0.94, 0.95, 0.96),
  alert: rgb(0.75, 0.1, 0.1),
};

export interface Type {
  font: PDFFont;
  size: number;
  color?: RGB;
}

export class Sheet {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Baseline of the next thing drawn. */
  y = 0;
  /** Drawn at the top of every page after the first (a table's header row). */
  continuation: (() => void) | null = null;

  constructor(private readonly doc: PDFDocument) {
    this.addPage();
  }

  readonly left = MARGIN.side;
  readonly right = A4[0] - MARGIN.side;
  readonly width = A4[0] - 2 * MARGIN.side;
  readonly bottom = MARGIN.bottom;

  addPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN.top;
  }

  /** Makes sure `height` points fit above the bottom margin, starting a new page if not. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.addPage();
    this.continuation?.();
  }

  /** One line of text at the cursor (or at `y`), anchored left, centre or right at x. */
  text(text: string, x: number, type: Type, align: TextAlign = "left", y = this.y): void {
    drawLine(this.page, printable(type.font, text), x, y, align, {
      font: type.font,
      size: type.size,
      color: type.color ?? COLORS.ink,
    });
  }

  /** Wrapped text from the cursor down; answers the number of lines drawn. */
  paragraph(text: string, x: number, width: number, type: Type, lineGap = 1.35): number {
    const lines = wrapLines(type.font, text, type.size, width);
    for (const line of lines) {
      this.ensure(type.size);
      this.text(line, x, type);
      this.y -= type.size * lineGap;
    }
    return lines.length;
  }

  rule(y = this.y, color = COLORS.rule, thickness = 0.6, from = this.left, to = this.right): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  band(top: number, height: number): void {
    this.page.drawRectangle({ x: this.left, y: top - height, width: this.width, height, color: COLORS.band });
  }
}
