import { PROFILE_TEXT_MAX_LENGTH, SELLER_PROFILE_FIELDS, type SellerProfileField } from "@sellwerk/domain";
import { z } from "../zod.ts";

// The seller's business profile (spec core §3 seller verification, §5 required profile fields).
// The domain names the fields in camelCase (its rules read them); the wire speaks snake_case like
// every other route, so the API converts at its edge with the two helpers below.

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Each domain field's wire name (streetNumber → street_number). */
export const SELLER_PROFILE_WIRE_NAMES = Object.fromEntries(
  SELLER_PROFILE_FIELDS.map((field) => [field, snake(field)]),
) as Record<SellerProfileField, string>;
const DOMAIN_NAMES = new Map(SELLER_PROFILE_FIELDS.map((field) => [snake(field), field]));
const WIRE_FIELDS = SELLER_PROFILE_FIELDS.map((field) => SELLER_PROFILE_WIRE_NAMES[field]) as [
  string,
  ...string[],
];

export const sellerProfileField = z.enum(WIRE_FIELDS);

const profileValue = z
  .union([z.string().max(PROFILE_TEXT_MAX_LENGTH), z.boolean()])
  .nullable()
  .optional();

/** Field values as the domain validates them: texts, and booleans for vat_payer and vat_exempt. */
export const sellerProfileValues = z.strictObject(
  Object.fromEntries(WIRE_FIELDS.map((field) => [field, profileValue])),
);
type ProfileValue = string | boolean | null | undefined;

/** The domain's values (camelCase keys) on the wire. */
export function profileToWire(values: Record<string, unknown>): Record<string, ProfileValue> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      SELLER_PROFILE_WIRE_NAMES[key as SellerProfileField] ?? key,
      value as ProfileValue,
    ]),
  );
}

/** Wire values in the domain's names; the wire schema admits only known fields. */
export function profileFromWire(
  values: Record<string, ProfileValue>,
): Partial<Record<SellerProfileField, ProfileValue>> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [DOMAIN_NAMES.get(key) ?? key, value]),
  );
}

export const sellerProfile = z.object({
  profile: sellerProfileValues,
  /** True exactly when no required field is missing; paid products sell only then. */
  can_sell: z.boolean(),
  payment_account_done: z.boolean(),
  /** Paid products of this seller are reviewed by a manager before going live. */
  review_required: z.boolean(),
  missing_fields: z.array(sellerProfileField),
  /** 0 until the first save. */
  version: z.number().int(),
});
export type SellerProfile = z.infer<typeof sellerProfile>;
export const sellerProfileEnvelope = z.object({ seller_profile: sellerProfile });

/** Saving may leave required fields empty (registration in steps); wrong values are refused. */
export const saveSellerProfileBody = z.object({
  version: z.number().int().min(0),
  profile: sellerProfileValues,
});
export type SaveSellerProfileBody = z.infer<typeof saveSellerProfileBody>;
