import { PDFDocument } from "pdf-lib";
import { formatMoney, VAT_NOTES, type Locale } from "@sellwerk/domain";
import {
  DOCUMENT_TIME_ZONE,
  drawSampleMark,
  Fonts,
  formatDay,
  printable,
} from "../../catalog/documents/index.ts";
import type { BuyerSnapshot, InvoiceDocumentData, SellerSnapshot } from "../snapshot.ts";
import { fill, formatRate, invoiceLabels, paymentMethodName, type InvoiceLabels } from "./labels.ts";
import { drawLineTable } from "./line-table.ts";
import { COLORS, Sheet, type Type } from "./sheet.ts";

// An invoice or credit memo as a PDF, with what § 14 Abs. 4 UStG (and Art. 226 of the VAT
// Directive) asks of it: both parties' names and addresses, the seller's tax number or VAT id,
// the buyer's VAT id under reverse charge, number, dates of issue and supply, each line's
// description and quantity, net per VAT rate, rate and VAT amount, gross, and the note for an
// invoice without VAT. Everything comes from the stored row, so a re-render prints the same.

interface Ctx {
  sheet: Sheet;
  data: InvoiceDocumentData;
  labels: InvoiceLabels;
  regular: Type;
  bold: Type;
  /** Amounts printed with their sign: a credit memo's are negative. */
  money: (amount: number) => string;
  day: (date: Date) => string;
}

// Made once per locale: a DisplayNames loads its locale's region names.
const regionNames = new Map<Locale, Intl.DisplayNames>();

function countryName(code: string, locale: Locale): string {
  if (!code) return "";
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
  return names.of(code) ?? code;
}

function addressLines(party: Pick<SellerSnapshot, "street" | "zip" | "city" | "country">, locale: Locale) {
  return [
    party.street,
    [party.zip, party.city].filter(Boolean).join(" "),
    countryName(party.country, locale),
  ];
}

function drawHeader(ctx: Ctx): void {
  const { sheet, data, labels } = ctx;
  const title = data.kind === "credit_memo" ? labels.creditMemo : labels.invoice;
  const titleType = { ...ctx.bold, size: 18 };
  sheet.text(title, sheet.right, titleType, "right");
  // A long company name gets smaller rather than running into the title.
  const room =
    sheet.width - titleType.font.widthOfTextAtSize(printable(titleType.font, title), titleType.size) - 24;
  const nameType = { ...ctx.bold, size: 15 };
  const name = printable(nameType.font, data.seller.name);
  while (nameType.size > 8 && nameType.font.widthOfTextAtSize(name, nameType.size) > room)
    nameType.size -= 0.5;
  sheet.text(data.seller.name, sheet.left, nameType);
  sheet.y -= 16;
  const small = { ...ctx.regular, size: 8.5, color: COLORS.muted };
  const sellerLines = [
    data.seller.contact,
    ...addressLines(data.seller, data.locale),
    data.seller.vatId && `${labels.vatId}: ${data.seller.vatId}`,
    data.seller.taxNumber && `${labels.taxNumber}: ${data.seller.taxNumber}`,
  ].filter(Boolean);
  for (const line of sellerLines) {
    sheet.text(line, sheet.left, small);
    sheet.y -= 11;
  }
  sheet.y -= 12;
  sheet.rule();
  sheet.y -= 22;
}

function buyerLines(buyer: BuyerSnapshot, ctx: Ctx): string[] {
  const showVatId = buyer.vatId && (buyer.kind === "business" || ctx.data.vatMode === "reverse_charge");
  return [
    buyer.company,
    buyer.name,
    ...addressLines(buyer, ctx.data.locale),
    buyer.email,
    showVatId ? `${ctx.labels.customerVatId}: ${buyer.vatId}` : "",
  ].filter(Boolean);
}

/** Buyer on the left, the document's number and dates on the right. */
function drawParties(ctx: Ctx): void {
  const { sheet, data, labels } = ctx;
  const top = sheet.y;
  const label = { ...ctx.regular, size: 8, color: COLORS.muted };
  const value = { ...ctx.regular, size: 9.5 };
  sheet.text(labels.billTo.toUpperCase(), sheet.left, label);
  let y = top - 15;
  buyerLines(data.buyer, ctx).forEach((line, i) => {
    sheet.text(line, sheet.left, i === 0 ? { ...ctx.bold, size: 10 } : value, "left", y);
    y -= 13;
  });

  const meta: [string, string][] = [
    [data.kind === "credit_memo" ? labels.creditMemoNumber : labels.invoiceNumber, data.number],
    [labels.issueDate, ctx.day(data.issuedAt)],
    [labels.supplyDate, ctx.day(data.suppliedAt)],
    [labels.order, String(data.orderId)],
  ];
  const labelX = sheet.right - 230;
  let metaY = top;
  for (const [name, text] of meta) {
    sheet.text(name, labelX, { ...ctx.regular, size: 9, color: COLORS.muted }, "left", metaY);
    sheet.text(text, sheet.right, { ...ctx.bold, size: 9.5 }, "right", metaY);
    metaY -= 15;
  }
  sheet.y = Math.min(y, metaY) - 18;
}

function drawTotals(ctx: Ctx): void {
  const { sheet, data, labels } = ctx;
  const rows: [string, number][] = [[labels.net, data.netAmount]];
  // A seller who charges no VAT (small business, exemption) shows no VAT row at all, only the
  // note saying why; reverse charge and exports show their 0 %.
  const noVat = data.vatMode === "small_business" || data.vatMode === "exempt";
  for (const line of noVat ? [] : data.vatLines) {
    const rate = formatRate(line.rateBasisPoints, data.locale);
    const name = line.rateCountry
      ? fill(labels.vatAt, { rate, country: line.rateCountry })
      : `${labels.vatNone} ${rate}`;
    rows.push([name, line.vat]);
  }
  sheet.ensure(rows.length * 15 + 40);
  sheet.y -= 16;
  const labelX = sheet.right - 230;
  const type = { ...ctx.regular, size: 9.5 };
  for (const [name, amount] of rows) {
    sheet.text(name, labelX, type);
    sheet.text(ctx.money(amount), sheet.right - 4, type, "right");
    sheet.y -= 15;
  }
  sheet.rule(sheet.y + 10, COLORS.ink, 0.8, labelX, sheet.right);
  sheet.y -= 4;
  const total = { ...ctx.bold, size: 11 };
  sheet.text(data.kind === "credit_memo" ? labels.totalCredited : labels.total, labelX, total);
  sheet.text(ctx.money(data.grossAmount), sheet.right - 4, total, "right");
  sheet.y -= 30;
}

/** What happened to the money: paid, refunded, charged back, or nothing (a cancellation). */
function paymentNote(ctx: Ctx, method: string): string {
  const { data, labels } = ctx;
  if (data.kind === "invoice") return fill(labels.paid, { method, date: ctx.day(data.suppliedAt) });
  if (data.memoReason === "cancellation") return fill(labels.cancelled, { number: data.replacedBy ?? "" });
  if (data.memoReason === "chargeback") return fill(labels.chargedBack, { method });
  return fill(labels.refunded, { method });
}

/** The VAT note, the payment statement and, for a test sale, the warning. */
function drawNotes(ctx: Ctx): void {
  const { sheet, data, labels } = ctx;
  const type = { ...ctx.regular, size: 9 };
  const noteKey = data.vatLines.find((l) => l.noteKey)?.noteKey;
  const method = paymentMethodName(data.buyer.paymentMethod, data.locale);
  const notes = [
    // Line amounts are what the buyer paid; with VAT in them, say so.
    data.vatAmount > 0 ? labels.pricesGross : "",
    noteKey ? VAT_NOTES[noteKey][data.locale] : "",
    paymentNote(ctx, method),
  ].filter(Boolean);
  for (const note of notes) {
    sheet.paragraph(note, sheet.left, sheet.width, type);
    sheet.y -= 6;
  }
  if (data.test)
    sheet.paragraph(labels.testNote, sheet.left, sheet.width, { ...ctx.bold, size: 9, color: COLORS.alert });
}

/** The seller's line and the page count at the foot of every page (drawn once all pages exist). */
function drawFooters(ctx: Ctx, testMark: string): void {
  const { sheet, data, labels } = ctx;
  const seller = data.seller;
  const parts = [
    seller.name,
    [seller.street, [seller.zip, seller.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    seller.email,
    seller.vatId && `${labels.vatId} ${seller.vatId}`,
    seller.taxNumber && `${labels.taxNumber} ${seller.taxNumber}`,
  ].filter(Boolean);
  const small = { ...ctx.regular, size: 7.5, color: COLORS.muted };
  const center = sheet.left + sheet.width / 2;
  sheet.pages.forEach((page, i) => {
    sheet.page = page;
    sheet.rule(sheet.bottom - 18);
    sheet.text(parts.join(" · "), center, small, "center", sheet.bottom - 30);
    sheet.text(
      fill(labels.page, { n: i + 1, m: sheet.pages.length }),
      center,
      small,
      "center",
      sheet.bottom - 41,
    );
    if (data.test) drawSampleMark(page, testMark, ctx.bold.font);
  });
}

export async function renderInvoicePdf(data: InvoiceDocumentData): Promise<Uint8Array> {
  const labels = invoiceLabels(data.locale);
  const doc = await PDFDocument.create();
  const title = `${data.kind === "credit_memo" ? labels.creditMemo : labels.invoice} ${data.number}`;
  doc.setTitle(title);
  doc.setAuthor(data.seller.name);
  doc.setCreator("Sellwerk");
  doc.setProducer("Sellwerk");
  // Dated by the document, not the render: a retried render produces the same file.
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  const fonts = new Fonts(doc);
  const [regular, bold] = await Promise.all([fonts.get("helvetica"), fonts.get("helvetica_bold")]);
  const sign = data.kind === "credit_memo" ? -1 : 1;
  const ctx: Ctx = {
    sheet: new Sheet(doc),
    data,
    labels,
    regular: { font: regular, size: 10 },
    bold: { font: bold, size: 10 },
    money: (amount) => formatMoney(sign * amount, data.currency, data.locale),
    day: (date) => formatDay(date, data.locale, DOCUMENT_TIME_ZONE),
  };

  drawHeader(ctx);
  drawParties(ctx);
  if (data.reverses) {
    const text = fill(labels.reverses, {
      number: data.reverses.number,
      date: ctx.day(data.reverses.issuedAt),
    });
    ctx.sheet.paragraph(text, ctx.sheet.left, ctx.sheet.width, { ...ctx.bold, size: 9.5 });
    ctx.sheet.y -= 8;
  }
  if (data.corrects) {
    const text = fill(labels.corrects, {
      number: data.corrects.number,
      date: ctx.day(data.corrects.issuedAt),
      memo: data.corrects.cancelledBy,
    });
    ctx.sheet.paragraph(text, ctx.sheet.left, ctx.sheet.width, { ...ctx.bold, size: 9.5 });
    ctx.sheet.y -= 8;
  }
  drawLineTable(ctx.sheet, data.lines, ctx);
  drawTotals(ctx);
  drawNotes(ctx);
  drawFooters(ctx, labels.test);
  return doc.save();
}
