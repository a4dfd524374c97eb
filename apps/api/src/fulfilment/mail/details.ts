import type { Locale } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import type { ProductRow } from "../../catalog/index.ts";
import type { OrderRow } from "../../orders/repository.ts";
import { certificatesOf, digitalsOf, licenseKeysOf, ticketsOf } from "../repository.ts";
import { certificatePagePath, payerSignInPath } from "../links.ts";

// The lines a delivery mail lists: keys, ticket codes, certificate numbers, file names, where to
// sign in. Read back from what the delivery wrote, so a mail sent again says the same.

const LABELS = {
  en: {
    key: "License key for {product}: {key}",
    ticket: "Ticket {code}: {event}, {type}",
    attendee: " – {name}",
    certificate: "Certificate no. {serial} – verify it at {url}",
    files: "Files: {names}",
    signIn: "Sign in to the course area at {url} with this email address.",
  },
  de: {
    key: "Lizenzschlüssel für {product}: {key}",
    ticket: "Ticket {code}: {event}, {type}",
    attendee: " – {name}",
    certificate: "Zertifikat Nr. {serial} – prüfbar unter {url}",
    files: "Dateien: {names}",
    signIn: "Melde dich mit dieser E-Mail-Adresse im Kursbereich an: {url}",
  },
} as const satisfies Record<Locale, Record<string, string>>;

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

/**
 * What the products of one mail gave, one line per thing, headed by each product's name when a
 * bundle or membership lists several. Empty when there is nothing to list (a service).
 */
export async function deliveryDetails(
  ex: Executor,
  input: {
    order: OrderRow;
    products: readonly ProductRow[];
    sellerUsername: string;
    baseUrl: string;
    locale: Locale;
  },
): Promise<string[]> {
  const labels = LABELS[input.locale];
  // Only what the listed products' types can have given is read (issue 11: a download's mail
  // asked for tickets, keys and certificates too).
  const has = (form: string) => input.products.some((p) => p.form === form);
  const downloads = input.products.filter((p) => p.form === "download").map((p) => p.id);
  const [tickets, keys, certificates, digitals] = await Promise.all([
    has("event") ? ticketsOf(ex, input.order.id) : [],
    has("license_key") ? licenseKeysOf(ex, input.order.id) : [],
    has("certificate") ? certificatesOf(ex, input.order.id) : [],
    downloads.length ? digitalsOf(ex, input.order.id, downloads) : [],
  ]);
  const lines: string[] = [];
  const several = input.products.length > 1;
  for (const product of input.products) {
    const own: string[] = [];
    for (const k of keys.filter((k) => k.productId === product.id))
      own.push(fill(labels.key, { product: product.name, key: k.key }));
    for (const t of tickets.filter((t) => t.productId === product.id))
      own.push(
        fill(labels.ticket, { code: t.ticket.code, event: t.event.name, type: t.ticketType }) +
          (t.ticket.attendeeName ? fill(labels.attendee, { name: t.ticket.attendeeName }) : ""),
      );
    for (const c of certificates.filter((c) => c.productId === product.id))
      own.push(
        fill(labels.certificate, { serial: c.serial, url: input.baseUrl + certificatePagePath(c.serial) }),
      );
    const names = digitals.filter((d) => d.productId === product.id).map((d) => d.file.filename);
    if (names.length) own.push(fill(labels.files, { names: names.join(", ") }));
    if (several) lines.push(`• ${product.name}`, ...own.map((l) => `  ${l}`));
    else lines.push(...own);
  }
  if (input.products.some((p) => p.form === "course" || p.form === "membership"))
    lines.push(fill(labels.signIn, { url: input.baseUrl + payerSignInPath(input.sellerUsername) }));
  return lines;
}
