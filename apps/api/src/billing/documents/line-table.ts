import { wrapLines } from "../../catalog/documents/index.ts";
import type { LineSnapshot } from "../snapshot.ts";
import type { InvoiceLabels } from "./labels.ts";
import { COLORS, type Sheet, type Type } from "./sheet.ts";

// The table of lines: position, description (wrapped), quantity, unit price, discount (only when
// a line has one) and amount, with the header row repeated on every page the table reaches.

interface Column {
  title: string;
  /** Anchor: the left edge for text columns, the right edge for numbers. */
  x: number;
  align: "left" | "right";
  value: (line: LineSnapshot, index: number) => string;
}

const SIZE = 9;
const ROW_PAD = 5;

export function drawLineTable(
  sheet: Sheet,
  lines: LineSnapshot[],
  input: { labels: InvoiceLabels; money: (amount: number) => string; regular: Type; bold: Type },
): void {
  const { labels, money } = input;
  const regular = { ...input.regular, size: SIZE };
  const bold = { ...input.bold, size: SIZE };
  const withDiscount = lines.some((l) => l.discountAmount > 0);
  const amountRight = sheet.right - 4;
  const discountRight = amountRight - 78;
  const unitRight = withDiscount ? discountRight - 66 : discountRight;
  const quantityRight = unitRight - 78;
  const descriptionX = sheet.left + 30;
  const descriptionWidth = quantityRight - 40 - descriptionX;

  const columns: Column[] = [
    { title: labels.position, x: sheet.left + 4, align: "left", value: (_, i) => String(i + 1) },
    { title: labels.quantity, x: quantityRight, align: "right", value: (l) => String(l.quantity) },
    { title: labels.unitPrice, x: unitRight, align: "right", value: (l) => money(l.unitAmount) },
    ...(withDiscount
      ? [
          {
            title: labels.discount,
            x: discountRight,
            align: "right" as const,
            value: (l: LineSnapshot) => (l.discountAmount ? money(-l.discountAmount) : ""),
          },
        ]
      : []),
    { title: labels.amount, x: amountRight, align: "right", value: (l) => money(l.amount) },
  ];

  const header = () => {
    const height = SIZE + 2 * ROW_PAD + 2;
    sheet.band(sheet.y, height);
    const baseline = sheet.y - ROW_PAD - SIZE + 1;
    sheet.text(labels.description, descriptionX, bold, "left", baseline);
    for (const c of columns) sheet.text(c.title, c.x, bold, c.align, baseline);
    sheet.y -= height;
  };

  sheet.ensure(3 * (SIZE + 2 * ROW_PAD));
  header();
  sheet.continuation = header;
  lines.forEach((line, index) => {
    const description = wrapLines(regular.font, line.description, SIZE, descriptionWidth);
    const height = description.length * SIZE * 1.3 + 2 * ROW_PAD;
    sheet.ensure(height);
    const baseline = sheet.y - ROW_PAD - SIZE + 1;
    description.forEach((text, i) =>
      sheet.text(text, descriptionX, regular, "left", baseline - i * SIZE * 1.3),
    );
    for (const c of columns) sheet.text(c.value(line, index), c.x, regular, c.align, baseline);
    sheet.y -= height;
    sheet.rule(sheet.y, COLORS.rule, 0.5);
  });
  sheet.continuation = null;
}
