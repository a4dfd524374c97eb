import { PDFDocument, type PDFPage } from "pdf-lib";
import { formatMoney, type Locale, type TicketLayout } from "@sellwerk/domain";
import type { designs } from "@sellwerk/contracts";
import {
  colorOf,
  contrastOn,
  drawLine,
  drawParagraph,
  drawSampleMark,
  Fonts,
  printable,
  wrapLines,
  type TextStyle,
} from "./pdf-kit.ts";
import { embedImage, fitInto, type ImageBytes } from "./images.ts";
import { qrPng } from "./qr.ts";
import { documentLabels, formatEventTime } from "./labels.ts";

/** Everything printed on one ticket; issue 5 fills it from an order, the preview from sample data. */
export interface TicketDocument {
  design: designs.TicketDesign;
  logo: ImageBytes | null;
  event: { name: string; location: string; startsAt: Date; endsAt: Date };
  ticket: { name: string; free: boolean; price: number; currency: string };
  attendee: string;
  /** Printed under the QR code and encoded in it unless qrPayload says otherwise. */
  code: string;
  qrPayload?: string;
  orderReference: string | null;
  locale: Locale;
  /** IANA zone the event's times are printed in. */
  timeZone: string;
  /** Marks the page as a sample so a preview can never pass as a ticket. */
  sample: boolean;
}

interface Metrics {
  page: [number, number];
  margin: number;
  band: number;
  logo: { width: number; height: number };
  qr: number;
  title: number;
  label: number;
  value: number;
  info: number;
  terms: number;
}

// A4 portrait to print, A6 landscape for a phone screen (sizes in points).
const LAYOUTS: Record<TicketLayout, Metrics> = {
  standard: {
    page: [595.28, 841.89],
    margin: 40,
    band: 110,
    logo: { width: 160, height: 70 },
    qr: 180,
    title: 26,
    label: 9,
    value: 12,
    info: 10,
    terms: 8,
  },
  compact: {
    page: [419.53, 297.64],
    margin: 18,
    band: 46,
    logo: { width: 90, height: 30 },
    qr: 112,
    title: 15,
    label: 6.5,
    value: 8.5,
    info: 7,
    terms: 5.5,
  },
};

export async function renderTicketPdf(input: TicketDocument): Promise<Uint8Array> {
  const m = LAYOUTS[input.design.layout];
  const labels = documentLabels(input.locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${labels.ticket}: ${input.event.name}`);
  doc.setCreator("Sellwerk");
  const page = doc.addPage(m.page);
  const [width, height] = m.page;
  const fonts = new Fonts(doc);
  const [regular, bold, mono] = await Promise.all([
    fonts.get("helvetica"),
    fonts.get("helvetica_bold"),
    fonts.get("courier"),
  ]);
  const { colors } = input.design;
  const text = colorOf(colors.text);

  page.drawRectangle({ x: 0, y: 0, width, height, color: colorOf(colors.background) });
  page.drawRectangle({ x: 0, y: height - m.band, width, height: m.band, color: colorOf(colors.primary) });

  // Header band: the seller's logo on the left, the headline on the right in a readable colour.
  const logo = await embedImage(doc, input.logo);
  if (logo) {
    const size = fitInto(logo, m.logo);
    page.drawImage(logo, { x: m.margin, y: height - m.band / 2 - size.height / 2, ...size });
  }
  const headline = input.design.headline || labels.admission;
  drawLine(page, printable(bold, headline), width - m.margin, height - m.band / 2 - m.value / 3, "right", {
    font: bold,
    size: m.value * 1.2,
    color: contrastOn(colors.primary),
  });

  // QR code on the right, its code beneath; the details flow down on the left.
  const qrTop = height - m.band - m.margin;
  const qr = await doc.embedPng(await qrPng(input.qrPayload ?? input.code));
  page.drawImage(qr, { x: width - m.margin - m.qr, y: qrTop - m.qr, width: m.qr, height: m.qr });
  drawLine(page, printable(mono, input.code), width - m.margin - m.qr / 2, qrTop - m.qr - m.value, "center", {
    font: mono,
    size: m.label,
    color: text,
  });

  const column = { x: m.margin, width: width - 3 * m.margin - m.qr };
  let y = drawParagraph(
    page,
    input.event.name,
    { ...column, y: qrTop - m.title },
    { font: bold, size: m.title, color: text },
  );
  const field = (label: string, value: string) => {
    y -= m.value * 0.6;
    drawLine(page, printable(regular, label), column.x, y, "left", {
      font: regular,
      size: m.label,
      color: text,
      opacity: 0.65,
    });
    y = drawParagraph(
      page,
      value,
      { ...column, y: y - m.value * 1.25 },
      { font: bold, size: m.value, color: text },
    );
  };
  field(labels.date, formatEventTime(input.event.startsAt, input.event.endsAt, input.locale, input.timeZone));
  if (input.event.location) field(labels.location, input.event.location);
  const price = input.ticket.free
    ? labels.free
    : formatMoney(input.ticket.price, input.ticket.currency, input.locale);
  field(labels.ticket, input.design.show_price ? `${input.ticket.name} · ${price}` : input.ticket.name);
  if (input.attendee) field(labels.attendee, input.attendee);
  if (input.orderReference) field(labels.order, input.orderReference);

  // Information for the attendee below both columns, small print at the foot of the page.
  y = Math.min(y, qrTop - m.qr - m.value * 2) - m.value;
  page.drawLine({
    start: { x: m.margin, y },
    end: { x: width - m.margin, y },
    thickness: 1,
    color: colorOf(colors.primary),
  });
  const paragraph: TextStyle = { font: regular, size: m.info, color: text };
  if (input.design.info_text) {
    drawParagraph(
      page,
      input.design.info_text,
      { x: m.margin, y: y - m.info * 2, width: width - 2 * m.margin },
      paragraph,
    );
  }
  if (input.design.terms)
    drawTerms(page, input.design.terms, m, { ...paragraph, size: m.terms, opacity: 0.75 });
  if (input.sample) drawSampleMark(page, labels.sample, bold);
  return doc.save();
}

/** The terms end just above the bottom margin, however many lines they take. */
function drawTerms(page: PDFPage, terms: string, m: Metrics, style: TextStyle): void {
  const width = m.page[0] - 2 * m.margin;
  const lines = wrapLines(style.font, terms, style.size, width).length;
  const top = m.margin + (lines - 1) * style.size * 1.3;
  drawParagraph(page, terms, { x: m.margin, y: top, width }, style);
}
