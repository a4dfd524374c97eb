import type { Locale } from "@sellwerk/domain";

// The fixed words of invoices and credit memos, in the document's language. German wording
// follows what German tax offices and bookkeepers expect to read (Rechnung, Leistungsdatum,
// Gutschrift / Stornorechnung); `{…}` are filled by `fill`.

const LABELS = {
  en: {
    invoice: "Invoice",
    creditMemo: "Credit memo (cancellation invoice)",
    invoiceNumber: "Invoice no.",
    creditMemoNumber: "Credit memo no.",
    issueDate: "Date of issue",
    supplyDate: "Date of supply",
    order: "Order no.",
    seller: "Seller",
    billTo: "Bill to",
    vatId: "VAT ID",
    taxNumber: "Tax number",
    customerVatId: "Customer VAT ID",
    email: "Email",
    position: "No.",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    discount: "Discount",
    amount: "Amount",
    net: "Net amount",
    vatAt: "VAT {rate} ({country})",
    vatNone: "VAT",
    total: "Total",
    totalCredited: "Total credited",
    pricesGross: "Amounts include VAT where charged.",
    reverses: "Credit memo for invoice {number} of {date}. The invoice is reversed by the amounts below.",
    paid: "Paid in full by {method} on {date}. Thank you for your purchase.",
    refunded: "Refunded by {method}.",
    chargedBack: "Reversed by a chargeback of the {method} payment.",
    cancelled:
      "This credit memo cancels the invoice for a correction; nothing is paid back. Invoice {number} replaces it.",
    corrects:
      "Corrected invoice: it replaces invoice {number} of {date}, which credit memo {memo} cancels. Please use this invoice from now on.",
    test: "TEST",
    testNote: "Test purchase: this document is not a valid invoice.",
    rate: "Rate {n} of {m}",
    rateOpen: "Rate {n}",
    refundOf: "Refund for invoice {number}",
    chargebackOf: "Chargeback for invoice {number}",
    cancellationOf: "Cancellation of invoice {number}",
    remainderOf: "Invoice {number}, less what was credited before",
    page: "Page {n} of {m}",
  },
  de: {
    invoice: "Rechnung",
    creditMemo: "Gutschrift / Stornorechnung",
    invoiceNumber: "Rechnungsnummer",
    creditMemoNumber: "Gutschriftsnummer",
    issueDate: "Rechnungsdatum",
    supplyDate: "Leistungsdatum",
    order: "Bestellnummer",
    seller: "Verkäufer",
    billTo: "Rechnungsempfänger",
    vatId: "USt-IdNr.",
    taxNumber: "Steuernummer",
    customerVatId: "USt-IdNr. des Leistungsempfängers",
    email: "E-Mail",
    position: "Pos.",
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    discount: "Rabatt",
    amount: "Betrag",
    net: "Nettobetrag",
    vatAt: "USt. {rate} ({country})",
    vatNone: "USt.",
    total: "Gesamtbetrag",
    totalCredited: "Gutgeschriebener Betrag",
    pricesGross: "Beträge inklusive Umsatzsteuer, soweit berechnet.",
    reverses:
      "Gutschrift / Stornorechnung zu Rechnung {number} vom {date}. Die Rechnung wird um die folgenden Beträge storniert.",
    paid: "Vollständig bezahlt per {method} am {date}. Vielen Dank für Ihren Einkauf.",
    refunded: "Erstattet per {method}.",
    chargedBack: "Zurückgebucht durch eine Rückbuchung (Chargeback) der Zahlung per {method}.",
    cancelled:
      "Diese Gutschrift storniert die Rechnung zur Korrektur; es wird nichts zurückgezahlt. Sie wird durch Rechnung {number} ersetzt.",
    corrects:
      "Rechnungskorrektur: ersetzt Rechnung {number} vom {date}, die durch Gutschrift {memo} storniert ist. Bitte verwende ab jetzt diese Rechnung.",
    test: "TEST",
    testNote: "Testkauf: Dieses Dokument ist keine gültige Rechnung.",
    rate: "Rate {n} von {m}",
    rateOpen: "Rate {n}",
    refundOf: "Erstattung zu Rechnung {number}",
    chargebackOf: "Rückbuchung zu Rechnung {number}",
    cancellationOf: "Storno der Rechnung {number}",
    remainderOf: "Rechnung {number}, abzüglich bereits gutgeschriebener Beträge",
    page: "Seite {n} von {m}",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type InvoiceLabels = (typeof LABELS)[Locale];

export function invoiceLabels(locale: Locale): InvoiceLabels {
  return LABELS[locale];
}

/** Replaces `{name}` with the value given for it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const METHODS: Record<Locale, Record<string, string>> = {
  en: {
    card: "card",
    cardAmEx: "American Express",
    sepa: "SEPA direct debit",
    bank_wire: "bank transfer",
    pay_later: "pay later",
    not_assigned: "other payment method",
  },
  de: {
    card: "Karte",
    cardAmEx: "American Express",
    sepa: "SEPA-Lastschrift",
    bank_wire: "Überweisung",
    pay_later: "Später bezahlen",
    not_assigned: "andere Zahlungsart",
  },
};

const BRANDS: Record<string, string> = {
  paypal: "PayPal",
  sofort: "Sofort",
  sofort_sepa: "Sofort",
  p_24: "Przelewy24",
  apple_pay: "Apple Pay",
  google_pay: "Google Pay",
  ideal: "iDEAL",
  ideal_sepa: "iDEAL",
  klarna: "Klarna",
  twint: "TWINT",
  mondu: "Mondu",
};

/** A payment method code as the document names it; brand names stay as they are. */
export function paymentMethodName(method: string, locale: Locale): string {
  return METHODS[locale][method] ?? BRANDS[method] ?? method;
}

/** "Rate 2 of 3" / "Rate 2 von 3"; a subscription, whose count is open, just "Rate 2". */
export function rateLabel(labels: InvoiceLabels, number: number, count: number | null): string {
  return count ? fill(labels.rate, { n: number, m: count }) : fill(labels.rateOpen, { n: number });
}

/** 1900 → "19 %" / "19 %", 2550 → "25.5 %" / "25,5 %". */
export function formatRate(basisPoints: number, locale: Locale): string {
  const percent = (basisPoints / 100).toString();
  return `${locale === "de" ? percent.replace(".", ",") : percent} %`;
}
