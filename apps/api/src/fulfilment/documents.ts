import { isLocale, type Locale } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import {
  designFiles,
  DOCUMENT_TIME_ZONE,
  readDesignImage,
  renderCertificatePdf,
  renderTicketPdf,
  storedCertificateDesign,
  storedCertificateSettings,
  storedTicketDesign,
  type ProductRow,
} from "../catalog/index.ts";
import type { OrderRow } from "../orders/repository.ts";
import type { CertificateRow, OrderTicket } from "./repository.ts";
import { certificatePagePath } from "./links.ts";

// The real documents of an order, drawn by the same catalog code as the design step's preview,
// in the seller's current design. They are drawn on request rather than stored: the data never
// changes, and a design corrected after the sale shows on the next download.

/** The product's content language when documents speak it, else the buyer's. */
function documentLocale(product: ProductRow, order: OrderRow): Locale {
  if (isLocale(product.contentLanguage)) return product.contentLanguage;
  return isLocale(order.locale) ? order.locale : "en";
}

export async function ticketDocument(
  deps: Deps,
  order: OrderRow,
  product: ProductRow,
  t: OrderTicket & { price: number; free: boolean },
): Promise<Uint8Array> {
  const design = storedTicketDesign(product);
  const [logo] = await designFiles(deps.db, product.sellerId, design);
  return renderTicketPdf({
    design,
    logo: await readDesignImage(deps, logo),
    event: t.event,
    ticket: { name: t.ticketType, free: t.free, price: t.price, currency: order.currency },
    attendee: t.ticket.attendeeName,
    code: t.ticket.code,
    orderReference: `#${order.id}`,
    locale: documentLocale(product, order),
    timeZone: DOCUMENT_TIME_ZONE,
    sample: false,
  });
}

export async function certificateDocument(
  deps: Deps,
  order: OrderRow,
  product: ProductRow,
  certificate: CertificateRow,
): Promise<Uint8Array> {
  const design = storedCertificateDesign(product);
  const [background] = await designFiles(deps.db, product.sellerId, design);
  return renderCertificatePdf({
    design,
    settings: storedCertificateSettings(product),
    background: await readDesignImage(deps, background),
    buyerName: certificate.holderName,
    productName: product.name,
    issuedAt: certificate.issuedAt,
    serial: certificate.serial,
    verifyUrl: `${deps.config.publicUrl}${certificatePagePath(certificate.serial)}`,
    locale: documentLocale(product, order),
    timeZone: DOCUMENT_TIME_ZONE,
    sample: false,
  });
}
