import {
  DEFAULT_COUNTRY,
  normalizeVatNumber,
  VAT_EXEMPTION_REASONS,
  type BuyerVat,
  type SellerVat,
  type VatExemptionReason,
} from "@sellwerk/domain";
import type { BuyerSnapshot, SellerSnapshot } from "./snapshot.ts";

// The two parties of an invoice, read from where they live today: the seller's verification
// profile (spec core §3: names, address, vatPayer, vatNo, exemption reason, tax number) and the
// payer party the buyer typed at checkout (orders.payer).

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const joined = (...parts: string[]) => parts.filter(Boolean).join(" ");
/** VAT ids as VIES writes them (upper case, no spaces or dots), so they print and compare alike. */
const vatId = (value: unknown): string => (text(value) ? normalizeVatNumber(text(value)) : "");

/** The seller's user row: the names used when the profile has none yet. */
export interface SellerAccount {
  firstName: string;
  lastName: string;
  email: string;
}

export function sellerSnapshot(profile: Record<string, unknown>, account: SellerAccount): SellerSnapshot {
  const person =
    joined(text(profile.firstName), text(profile.lastName)) || joined(account.firstName, account.lastName);
  const company = text(profile.company);
  return {
    name: company || person,
    contact: company ? person : "",
    street: joined(text(profile.street), text(profile.streetNumber)),
    zip: text(profile.zip),
    city: text(profile.city),
    region: text(profile.region),
    country: text(profile.countryCode).toUpperCase() || DEFAULT_COUNTRY,
    email: text(profile.email) || account.email,
    // A VAT id is printed only for a VAT payer; an exempt seller's id would suggest VAT is due.
    vatId: profile.vatPayer === true ? vatId(profile.vatNo) : "",
    taxNumber: text(profile.taxNumber),
  };
}

function exemptionReason(value: unknown): VatExemptionReason | null {
  return (VAT_EXEMPTION_REASONS as readonly unknown[]).includes(value) ? (value as VatExemptionReason) : null;
}

/** The seller's VAT settings as the domain's `vatTreatment` reads them. */
export function sellerVat(profile: Record<string, unknown>): SellerVat {
  return {
    country: text(profile.countryCode).toUpperCase() || DEFAULT_COUNTRY,
    vatPayer: profile.vatPayer === true,
    exemptionReason: exemptionReason(profile.vatExemptionReason),
    vatId: vatId(profile.vatNo) || null,
  };
}

export function buyerSnapshot(payer: Record<string, unknown>, paymentMethod: string): BuyerSnapshot {
  return {
    name: joined(text(payer.first_name), text(payer.last_name)),
    company: text(payer.company),
    email: text(payer.email),
    street: joined(text(payer.street), text(payer.street_number)),
    zip: text(payer.zip),
    city: text(payer.city),
    country: text(payer.country).toUpperCase(),
    kind: text(payer.buyer_kind) || "private",
    vatId: vatId(payer.vat_id),
    paymentMethod,
  };
}

export function buyerVat(buyer: BuyerSnapshot): BuyerVat {
  return {
    country: buyer.country || DEFAULT_COUNTRY,
    kind: buyer.kind === "business" ? "business" : "private",
    vatId: buyer.vatId || null,
  };
}
