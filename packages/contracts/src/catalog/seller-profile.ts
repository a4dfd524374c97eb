import { PROFILE_TEXT_MAX_LENGTH, SELLER_PROFILE_FIELDS } from "@sellwerk/domain";
import { z } from "../zod.ts";

// The seller's business profile (spec core §3 seller verification, §5 required profile fields).

export const sellerProfileField = z.enum(SELLER_PROFILE_FIELDS);

/** Field values as the domain validates them: texts, and booleans for vatPayer and vatExempt. */
export const sellerProfileValues = z.partialRecord(
  sellerProfileField,
  z.union([z.string().max(PROFILE_TEXT_MAX_LENGTH), z.boolean()]).nullable(),
);

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
