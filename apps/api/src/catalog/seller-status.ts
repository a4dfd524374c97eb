import {
  isBlank,
  validateSellerProfile,
  type SellerProfileField,
  type ValidationCode,
} from "@sellwerk/domain";

// Spec core §5 required profile fields: a seller can sell exactly when none of them is missing.

export interface SellerProfileStatus {
  /** Fields with a wrong value (refused on save). */
  invalid: { field: SellerProfileField; code: ValidationCode }[];
  /** Required fields still empty (allowed on save: registration happens in steps). */
  missing: SellerProfileField[];
  canSell: boolean;
}

export function sellerProfileStatus(profile: Record<string, unknown>, today: Date): SellerProfileStatus {
  const errors = Object.entries(validateSellerProfile(profile, { today })) as [
    SellerProfileField,
    ValidationCode,
  ][];
  const missing = errors.filter(([, code]) => code === "required").map(([field]) => field);
  const invalid = errors.filter(([, code]) => code !== "required").map(([field, code]) => ({ field, code }));
  return { invalid, missing, canSell: missing.length === 0 && invalid.length === 0 };
}

/** Blank values are absent: the stored profile holds only what the seller filled in. */
export function compactProfile(profile: Record<string, unknown>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (isBlank(value)) continue;
    if (typeof value === "string") out[key] = value.trim();
    else if (typeof value === "boolean") out[key] = value;
  }
  return out;
}

/** The VAT settings of a seller profile (spec core §3), as a pending VAT change carries them. */
export interface SellerVatFields {
  vatPayer: boolean;
  vatExemptionReason: string | null;
  vatNo: string | null;
}

/**
 * The profile with other VAT settings, kept as the profile form keeps them: a VAT payer has a
 * VAT id and no exemption; a seller who is not one is exempt for the reason given, and has no
 * VAT id on file (the form drops it too, and invoices would not print it).
 */
export function withVatSettings(
  profile: Record<string, unknown>,
  vat: SellerVatFields,
): Record<string, string | boolean> {
  const next: Record<string, unknown> = {
    ...profile,
    vatPayer: vat.vatPayer,
    vatExempt: !vat.vatPayer,
    vatNo: vat.vatPayer ? vat.vatNo : null,
    vatExemptionReason: vat.vatPayer ? null : vat.vatExemptionReason,
  };
  return compactProfile(next);
}
