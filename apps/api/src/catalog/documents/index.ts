// Ticket and certificate PDFs: the design step previews them, issue 5 issues the real ones.
export { renderTicketPdf, type TicketDocument } from "./ticket-pdf.ts";
export { renderCertificatePdf, type CertificateDocument } from "./certificate-pdf.ts";
export type { ImageBytes } from "./images.ts";
export { DOCUMENT_TIME_ZONE, documentLabels } from "./labels.ts";
// Drawing helpers other documents reuse (billing's invoices): standard fonts, WinAnsi-safe text.
export {
  drawLine,
  drawParagraph,
  drawSampleMark,
  Fonts,
  printable,
  wrapLines,
  type TextStyle,
} from "./pdf-kit.ts";
export { formatDay } from "./labels.ts";
