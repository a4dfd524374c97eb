import { isLocale, type Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import type { ProductRow } from "../repository.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { eventRows } from "../event-content.ts";
import { serialExample } from "../certificate-serial.ts";
import {
  DESIGN_FORMS,
  designFiles,
  readDesignImage,
  storedCertificateDesign,
  storedCertificateSettings,
  storedTicketDesign,
} from "../product-designs.ts";
import {
  DOCUMENT_TIME_ZONE,
  documentLabels,
  renderCertificatePdf,
  renderTicketPdf,
} from "../documents/index.ts";

const DAY = 86400_000;

/** A sample ticket of the product's first event, or of an invented one when it has none yet. */
async function ticketPreview(deps: Deps, product: ProductRow, locale: Locale): Promise<Uint8Array> {
  const labels = documentLabels(locale);
  const design = storedTicketDesign(product);
  const [logoFile] = await designFiles(deps.db, product.sellerId, design);
  const [first] = await eventRows(deps.db, product.id);
  const start = new Date(Math.ceil(deps.clock.now().getTime() / DAY) * DAY + 30 * DAY + 17 * 3600_000);
  const event = first?.event ?? {
    name: labels.sampleEvent,
    location: labels.sampleLocation,
    startsAt: start,
    endsAt: new Date(start.getTime() + 3 * 3600_000),
  };
  const ticket = first?.tickets[0] ?? { name: labels.sampleTicket, free: false, price: 4900 };
  return renderTicketPdf({
    design,
    logo: await readDesignImage(deps, logoFile),
    event,
    ticket: { name: ticket.name, free: ticket.free, price: ticket.price, currency: product.currency },
    attendee: labels.sampleName,
    code: "SAMPLE-0000-0000",
    orderReference: null,
    locale,
    timeZone: DOCUMENT_TIME_ZONE,
    sample: true,
  });
}

async function certificatePreview(deps: Deps, product: ProductRow, locale: Locale): Promise<Uint8Array> {
  const design = storedCertificateDesign(product);
  const settings = storedCertificateSettings(product);
  const [backgroundFile] = await designFiles(deps.db, product.sellerId, design);
  const now = deps.clock.now();
  return renderCertificatePdf({
    design,
    settings,
    background: await readDesignImage(deps, backgroundFile),
    buyerName: documentLabels(locale).sampleName,
    productName: product.name,
    issuedAt: now,
    serial: serialExample(settings, now),
    verifyUrl: `${deps.config.publicUrl}/certificates/${encodeURIComponent(serialExample(settings, now))}`,
    locale,
    timeZone: DOCUMENT_TIME_ZONE,
    sample: true,
  });
}

/**
 * The design step's live preview: a real PDF drawn by the same code that issues tickets and
 * certificates, with sample buyer data, marked as a sample. It speaks the product's content
 * language when that is one the documents know, the seller's otherwise.
 */
export async function renderDesignPreview(
  deps: Deps,
  sellerId: number,
  productId: number,
  requestLocale: Locale,
): Promise<Result<Uint8Array>> {
  const product = await findOwnProductOf(deps, sellerId, productId, DESIGN_FORMS);
  if (!product) return fail("NOT_FOUND");
  const locale = isLocale(product.contentLanguage) ? product.contentLanguage : requestLocale;
  return ok(
    product.form === "event"
      ? await ticketPreview(deps, product, locale)
      : await certificatePreview(deps, product, locale),
  );
}
