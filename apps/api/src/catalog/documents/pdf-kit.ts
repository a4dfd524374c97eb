import "./pdf-lib-natives.ts";
import { degrees, rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { CertificateFont, TextAlign } from "@sellwerk/domain";

// Small drawing helpers shared by the ticket and certificate documents.

const FONT_FILES: Record<CertificateFont, StandardFonts> = {
  helvetica: StandardFonts.Helvetica,
  helvetica_bold: StandardFonts.HelveticaBold,
  helvetica_oblique: StandardFonts.HelveticaOblique,
  times_roman: StandardFonts.TimesRoman,
  times_roman_bold: StandardFonts.TimesRomanBold,
  times_roman_italic: StandardFonts.TimesRomanItalic,
  courier: StandardFonts.Courier,
  courier_bold: StandardFonts.CourierBold,
};

/** Embeds each standard font once per document, on first use. */
export class Fonts {
  private readonly cache = new Map<CertificateFont, Promise<PDFFont>>();
  constructor(private readonly doc: PDFDocument) {}

  get(font: CertificateFont): Promise<PDFFont> {
    let embedded = this.cache.get(font);
    if (!embedded) {
      embedded = this.doc.embedFont(FONT_FILES[font]);
      this.cache.set(font, embedded);
    }
    return embedded;
  }
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * The standard fonts know WinAnsi only (Latin with umlauts, €, typographic quotes). Names and
 * texts come from people, so anything else is replaced instead of making the whole PDF fail:
 * unusual spaces become a space, other characters a question mark.
 */
export function printable(font: PDFFont, text: string): string {
  let known = charsets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charsets.set(font, known);
  }
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || known.has(code)) out += char;
    else out += /\s/u.test(char) ? " " : "?";
  }
  return out;
}

/** "#1c7ed6" or "#abc" to pdf-lib's colour; the value was validated as hex before it was stored. */
export function colorOf(hex: string): RGB {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const n = Number.parseInt(full, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Black or white, whichever reads better on the given colour (relative luminance). */
export function contrastOn(hex: string): RGB {
  const { red, green, blue } = colorOf(hex);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue);
  return luminance > 0.4 ? rgb(0, 0, 0) : rgb(1, 1, 1);
}

/** Breaks text into lines no wider than maxWidth; a word longer than a line is cut. */
export function wrapLines(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
  opacity?: number;
}

/** One line whose anchor x is its left edge, centre or right edge. */
export function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  align: TextAlign,
  style: TextStyle,
): void {
  const width = style.font.widthOfTextAtSize(text, style.size);
  const left = align === "left" ? x : align === "center" ? x - width / 2 : x - width;
  page.drawText(text, {
    x: left,
    y,
    size: style.size,
    font: style.font,
    color: style.color,
    ...(style.opacity !== undefined ? { opacity: style.opacity } : {}),
  });
}

/** Draws wrapped text downwards from a baseline; answers the baseline below the last line. */
export function drawParagraph(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; width: number; align?: TextAlign; lineGap?: number },
  style: TextStyle,
): number {
  const lineHeight = style.size * (at.lineGap ?? 1.3);
  let y = at.y;
  for (const line of wrapLines(style.font, text, style.size, at.width)) {
    drawLine(page, line, at.x, y, at.align ?? "left", style);
    y -= lineHeight;
  }
  return y;
}

/** A large, faint diagonal word across the page. */
export function drawSampleMark(page: PDFPage, word: string, font: PDFFont): void {
  const { width, height } = page.getSize();
  const size = Math.min(width, height) / 4;
  const textWidth = font.widthOfTextAtSize(word, size);
  const angle = Math.atan2(height, width);
  page.drawText(word, {
    x: width / 2 - (Math.cos(angle) * textWidth) / 2,
    y: height / 2 - (Math.sin(angle) * textWidth) / 2,
    size,
    font,
    color: rgb(0.5, 0.5, 0.5),
    opacity: 0.18,
    rotate: degrees((angle * 180) / Math.PI),
  });
}
