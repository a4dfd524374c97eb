import { PDFDocument, type PDFPage } from "pdf-lib";
import { DESIGN_LIMITS, type CertificatePlacedField, type Locale } from "@sellwerk/domain";
import type { designs } from "@sellwerk/contracts";
import { colorOf, drawParagraph, drawSampleMark, Fonts, printable, type TextStyle } from "./pdf-kit.ts";
import { embedImage, type ImageBytes } from "./images.ts";
import { documentLabels, formatDay } from "./labels.ts";

/** Everything printed on one certificate; issue 5 fills it from an order, the preview from samples. */
export interface CertificateDocument {
  design: designs.CertificateDesign;
  settings: designs.CertificateSettings;
  background: ImageBytes | null;
  buyerName: string;
  productName: string;
  issuedAt: Date;
  serial: string;
  /** The public page that confirms the serial; printed small at the foot so anyone can check. */
  verifyUrl: string;
  locale: Locale;
  timeZone: string;
  sample: boolean;
}

const A4: [number, number] = [841.89, 595.28];
const MARGIN = 24;

/** The text each placed field prints, or null when the seller switched it off or left it empty. */
function fieldTexts(input: CertificateDocument): Record<CertificatePlacedField, string | null> {
  const labels = documentLabels(input.locale);
  const on = (field: designs.CertificateSettings["fields"][number], text: string) =>
    input.settings.fields.includes(field) ? text : null;
  return {
    title: input.settings.title || labels.certificate,
    custom_text: input.settings.custom_text || null,
    buyer_name: on("buyer_name", input.buyerName),
    product: on("product", input.productName),
    date: on("date", `${labels.date}: ${formatDay(input.issuedAt, input.locale, input.timeZone)}`),
    serial: on("serial", `${labels.serial} ${input.serial}`),
    validity: input.settings.validity_text || null,
  };
}

/** Room for a line anchored at x: both sides for centred text, the side it runs into otherwise. */
function roomAt(
  x: number,
  pageWidth: number,
  align: designs.CertificateDesign["positions"]["title"]["align"],
) {
  if (align === "center") return 2 * Math.min(x, pageWidth - x) - 2 * MARGIN;
  return align === "left" ? pageWidth - x - MARGIN : x - MARGIN;
}

export async function renderCertificatePdf(input: CertificateDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${documentLabels(input.locale).certificate}: ${input.productName}`);
  doc.setCreator("Sellwerk");
  const [width, height] = input.design.orientation === "landscape" ? A4 : [A4[1], A4[0]];
  const page = doc.addPage([width, height]);
  await drawBackground(doc, page, input.background);

  const fonts = new Fonts(doc);
  const color = colorOf(input.design.text_color);
  const texts = fieldTexts(input);
  for (const [field, text] of Object.entries(texts) as [CertificatePlacedField, string | null][]) {
    if (!text) continue;
    const place = input.design.positions[field];
    const font = await fonts.get(place.font);
    const x = (width * place.x) / 100;
    const room = Math.max(roomAt(x, width, place.align), 40);
    const style: TextStyle = { font, size: place.size, color };
    // Names and product titles stay on one line, shrinking to fit; free texts wrap instead.
    if (field !== "custom_text" && field !== "validity") {
      while (
        style.size > DESIGN_LIMITS.fontSizeMin &&
        font.widthOfTextAtSize(printable(font, text), style.size) > room
      ) {
        style.size -= 0.5;
      }
    }
    drawParagraph(page, text, { x, y: height * (1 - place.y / 100), width: room, align: place.align }, style);
  }
  drawParagraph(
    page,
    `${documentLabels(input.locale).verifyAt} ${input.verifyUrl}`,
    { x: width / 2, y: MARGIN + 8, width: width - 2 * MARGIN, align: "center" },
    { font: await fonts.get("helvetica"), size: 8, color },
  );
  if (input.sample)
    drawSampleMark(page, documentLabels(input.locale).sample, await fonts.get("helvetica_bold"));
  return doc.save();
}

/** The background covers the whole page, centred; what overhangs the page edge is cut off. */
async function drawBackground(doc: PDFDocument, page: PDFPage, background: ImageBytes | null): Promise<void> {
  const image = await embedImage(doc, background);
  if (!image) return;
  const { width, height } = page.getSize();
  const scale = Math.max(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h });
}
