import { fillPlaceholders, isLocale, LOCALES, type Locale, type ProductType } from "@sellwerk/domain";
import { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { queueMail, type MailTemplate } from "../../notifications/index.ts";
import type { ProductRow } from "../../catalog/index.ts";
import type { OrderRow } from "../../orders/repository.ts";
import type { PublicSeller } from "../../checkout/sellers.ts";
import { partyName, payerOf } from "../repository.ts";
import { deliveriesPagePath } from "../links.ts";
import { deliveryDetails } from "./details.ts";

type DeliverySettings = ReturnType<typeof catalog.deliverySettings.parse>;

const STANDARD: Record<ProductType, MailTemplate> = {
  download: "delivery_download",
  course: "delivery_course",
  membership: "delivery_membership",
  event: "delivery_event",
  license_key: "delivery_license_key",
  certificate: "delivery_certificate",
  service: "delivery_service",
  bundle: "delivery_bundle",
};

export interface DeliveryMail {
  order: OrderRow;
  /** The product whose delivery option decides: what the order bought itself. */
  product: ProductRow;
  /** What the mail lists: the product, or a bundle's or membership's items and itself. */
  listed: readonly ProductRow[];
  seller: PublicSeller;
  payerUserId: number;
}

function localeOf(order: OrderRow): Locale {
  return isLocale(order.locale) ? order.locale : "en";
}

/** The seller's own text in the buyer's language, else in the other one they wrote. */
function customText(settings: DeliverySettings, locale: Locale) {
  return settings.custom[locale] ?? LOCALES.map((l) => settings.custom[l]).find(Boolean) ?? null;
}

/**
 * Queues the delivery mail of a product as its delivery step says (spec core §3: standard,
 * custom, or no email), in the caller's transaction — so the mail exists exactly when the
 * delivery committed, and the email log keeps it. Answers whether a mail was queued.
 */
export async function queueDeliveryMail(deps: Deps, ex: Executor, mail: DeliveryMail): Promise<boolean> {
  const settings = catalog.deliverySettings.parse(mail.product.delivery);
  if (settings.email === "no_email") return false;
  const locale = localeOf(mail.order);
  const base = deps.config.publicUrl;
  const payer = payerOf(mail.order);
  const actionPath = deliveriesPagePath(mail.seller.username, mail.order.token);
  const lines = await deliveryDetails(ex, {
    order: mail.order,
    products: mail.listed,
    sellerUsername: mail.seller.username,
    baseUrl: base,
    locale,
  });
  const vars = {
    name: payer.first_name,
    product: mail.product.name,
    seller: mail.seller.name,
    details: lines.length ? `\n\n${lines.join("\n")}` : "",
  };
  const custom = settings.email === "custom" ? customText(settings, locale) : null;
  const placeholders = {
    buyer_name: partyName(payer),
    buyer_first_name: payer.first_name,
    buyer_email: payer.email,
    product_name: mail.product.name,
    seller_name: mail.seller.name,
    order_id: String(mail.order.id),
    access_url: base + actionPath,
  };
  await queueMail(deps, ex, {
    userId: mail.payerUserId,
    to: payer.email,
    template: custom ? "delivery_custom" : STANDARD[mail.product.form as ProductType],
    locale,
    vars: custom
      ? {
          ...vars,
          // A header cannot hold line breaks; the body keeps them.
          subject: fillPlaceholders(custom.subject, placeholders).replace(/\s+/g, " "),
          body: fillPlaceholders(custom.body, placeholders),
        }
      : vars,
    actionPath,
  });
  return true;
}
