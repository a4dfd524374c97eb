import { PDFDocument } from "pdf-lib";
import { formatMoney, SELF_BILLING_NOTES, type Locale, type SelfBillingNoteKey } from "@sellwerk/domain";
import { DOCUMENT_TIME_ZONE, Fonts, formatDay } from "../../catalog/documents/index.ts";
import { COLORS, Sheet } from "../../billing/documents/sheet.ts";
import type { MemoDocument } from "./memo-data.ts";

// A publisher's self-billing credit memo as a PDF, on billing's A4 sheet: issuer, the publisher
// as the supplier with their tax number or VAT id, number and date, the commissions of the period,
// net, VAT and gross, and the words "Gutschrift" the law asks of a self-billed document.

const LABELS = {
  en: {
    title: "Credit memo (self-billing)",
    number: "Number",
    date: "Date",
    payout: "Payout",
    period: "Commissions booked until",
    periodFrom: "Commissions booked from {from} until {until}",
    supplier: "Supplier (affiliate publisher)",
    issuer: "Issued by {issuer} on behalf of the sellers (self-billing)",
    vatId: "VAT ID",
    issuerVatId: "VAT ID of the recipient: {vatId}",
    taxNumber: "Tax number",
    order: "Order",
    stage: "Stage",
    kind: { seller_program: "Commission", platform_affiliate: "Platform commission" } as Record<
      string,
      string
    >,
    clawedBack: "returned",
    amount: "Amount",
    net: "Net",
    vat: "VAT {rate} %",
    gross: "Total",
    legal: "Gutschrift — credit memo issued by the recipient of the service (§ 14 Abs. 2 Satz 2 UStG).",
    more: "… and {count} more commissions",
  },
  de: {
    title: "Gutschrift",
    number: "Nummer",
    date: "Datum",
    payout: "Auszahlung",
    period: "Provisionen gebucht bis",
    periodFrom: "Provisionen gebucht vom {from} bis {until}",
    supplier: "Leistender (Affiliate-Publisher)",
    issuer: "Ausgestellt von {issuer} im Namen der Verkäufer (Gutschriftverfahren)",
    vatId: "USt-IdNr.",
    issuerVatId: "USt-IdNr. des Leistungsempfängers: {vatId}",
    taxNumber: "Steuernummer",
    order: "Bestellung",
    stage: "Stufe",
    kind: { seller_program: "Provision", platform_affiliate: "Plattform-Provision" } as Record<
      string,
      string
    >,
    clawedBack: "zurückgebucht",
    amount: "Betrag",
    net: "Netto",
    vat: "USt. {rate} %",
    gross: "Gesamt",
    legal: "Gutschrift im Sinne des § 14 Abs. 2 Satz 2 UStG.",
    more: "… und {count} weitere Provisionen",
  },
} satisfies Record<Locale, unknown>;

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? "");

/** The memo's VAT note; memos issued before the VAT modes knew only "VAT or § 19". */
function noteOf(memo: MemoDocument): SelfBillingNoteKey | null {
  if (memo.vatMode) return memo.vatNote ?? null;
  return memo.vatBps > 0 ? null : "small_business_de";
}

export async function renderSelfBillingMemoPdf(memo: MemoDocument): Promise<Uint8Array> {
  const l = LABELS[memo.locale] ?? LABELS.de;
  const doc = await PDFDocument.create();
  doc.setTitle(`${l.title} ${memo.number}`);
  doc.setAuthor(memo.issuer);
  doc.setCreator("Sellwerk");
  doc.setProducer("Sellwerk");
  // Dated by the memo, so a second render produces the same file.
  doc.setCreationDate(memo.issuedAt);
  doc.setModificationDate(memo.issuedAt);
  const fonts = new Fonts(doc);
  const [regular, bold] = await Promise.all([fonts.get("helvetica"), fonts.get("helvetica_bold")]);
  const text = { font: regular, size: 10 };
  const strong = { font: bold, size: 10 };
  const small = { font: regular, size: 8.5, color: COLORS.muted };
  const money = (amount: number) => formatMoney(amount, memo.currency, memo.locale);
  const day = (at: Date | string) => formatDay(new Date(at), memo.locale, DOCUMENT_TIME_ZONE);
  const sheet = new Sheet(doc);

  sheet.text(l.title, sheet.right, { font: bold, size: 18 }, "right");
  sheet.text(memo.issuer, sheet.left, { font: bold, size: 15 });
  sheet.y -= 16;
  sheet.text(fill(l.issuer, { issuer: memo.issuer }), sheet.left, small);
  if (memo.issuerVatId) {
    sheet.y -= 11;
    sheet.text(fill(l.issuerVatId, { vatId: memo.issuerVatId }), sheet.left, small);
  }
  sheet.y -= 14;
  sheet.rule();
  sheet.y -= 22;

  const p = memo.publisher;
  sheet.text(l.supplier, sheet.left, small);
  sheet.y -= 13;
  const party = [
    p.company,
    p.name,
    p.street,
    [p.zip, p.city].filter(Boolean).join(" "),
    p.country,
    p.vatId && `${l.vatId}: ${p.vatId}`,
    p.taxNumber && `${l.taxNumber}: ${p.taxNumber}`,
  ].filter((line): line is string => Boolean(line));
  const top = sheet.y;
  for (const line of party) {
    sheet.text(line, sheet.left, text);
    sheet.y -= 13;
  }
  const facts: [string, string][] = [
    [l.number, memo.number],
    [l.date, day(memo.issuedAt)],
    [l.payout, `#${memo.payoutId}`],
  ];
  facts.forEach(([label, value], i) => {
    sheet.text(label, sheet.right - 150, small, "left", top - i * 13);
    sheet.text(value, sheet.right, strong, "right", top - i * 13);
  });
  sheet.y = Math.min(sheet.y, top - facts.length * 13) - 16;
  const period = memo.from
    ? fill(l.periodFrom, { from: day(memo.from), until: day(memo.until) })
    : `${l.period} ${day(memo.until)}`;
  sheet.paragraph(period, sheet.left, sheet.width, strong);
  sheet.y -= 6;

  const columns = { date: sheet.left, order: sheet.left + 110, kind: sheet.left + 190, amount: sheet.right };
  const header = () => {
    sheet.text(l.date, columns.date, small);
    sheet.text(l.order, columns.order, small);
    sheet.text(l.stage, columns.kind, small);
    sheet.text(l.amount, columns.amount, small, "right");
    sheet.y -= 6;
    sheet.rule();
    sheet.y -= 13;
  };
  header();
  sheet.continuation = header;
  for (const line of memo.lines) {
    sheet.ensure(13);
    const what = `${l.kind[line.kind] ?? line.kind}, ${l.stage} ${line.stage}`;
    const back = line.clawedBack > 0 ? ` (${money(-line.clawedBack)} ${l.clawedBack})` : "";
    sheet.text(day(line.date), columns.date, text);
    sheet.text(`#${line.orderId}`, columns.order, text);
    sheet.text(what + back, columns.kind, text);
    sheet.text(money(line.amount), columns.amount, text, "right");
    sheet.y -= 13;
  }
  sheet.continuation = null;
  sheet.ensure(70);
  sheet.y -= 4;
  sheet.rule();
  sheet.y -= 16;
  const total = (label: string, value: number, type = text) => {
    sheet.text(label, sheet.right - 150, type);
    sheet.text(money(value), sheet.right, type, "right");
    sheet.y -= 14;
  };
  if (memo.vatBps > 0) {
    total(l.net, memo.net);
    total(fill(l.vat, { rate: String(memo.vatBps / 100) }), memo.vat);
  }
  total(l.gross, memo.gross, strong);
  sheet.y -= 10;
  const note = noteOf(memo);
  if (note) sheet.paragraph(SELF_BILLING_NOTES[note][memo.locale], sheet.left, sheet.width, small);
  sheet.paragraph(l.legal, sheet.left, sheet.width, small);
  return doc.save();
}
