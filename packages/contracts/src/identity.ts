import {
  checkPassword,
  checkUsername,
  isValidEmail,
  COMPANY_POSITIONS,
  COMPANY_SIZES,
  LOCALES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_TYPES,
  SIGN_UP_PROFILE_TYPES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "@sellwerk/domain";
import { z, fromCheck, text } from "./zod.ts";

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(254)
  .refine(isValidEmail, { message: "invalid_email" });

export const password = z
  .string()
  .min(1)
  .superRefine(fromCheck(checkPassword, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));

export const username = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .superRefine(fromCheck(checkUsername, { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH }));

export const personName = text(NAME_MAX_LENGTH);
export const locale = z.enum(LOCALES);
export const profileType = z.enum(PROFILE_TYPES);
export const fingerprint = z.string().trim().min(8).max(200);
/** Opaque one-time tokens from links in mails. */
export const linkToken = z.string().trim().min(20).max(200);

export const profile = z.object({ id: z.number().int(), type: profileType });

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale,
  email_confirmed: z.boolean(),
  power_seller: z.boolean(),
  company_size: z.enum(COMPANY_SIZES).nullable(),
  position: z.enum(COMPANY_POSITIONS).nullable(),
  profiles: z.array(profile),
  admin_mode: z.object({ manager_id: z.number().int(), manager_email: z.string() }).nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

export const userEnvelope = z.object({ user });

export const session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  user,
});
export type Session = z.infer<typeof session>;

export const signUpBody = z.object({
  email,
  password,
  username,
  first_name: personName,
  last_name: personName,
  profile_type: z.enum(SIGN_UP_PROFILE_TYPES),
  locale: locale.default("en"),
  company_size: z.enum(COMPANY_SIZES).optional(),
  position: z.enum(COMPANY_POSITIONS).optional(),
  terms_accepted: z.literal(true, { message: "must_accept" }),
  /** The publisher whose platform link the visitor came by (platform_affiliate); a seller's sign-up records it. */
  platform_affiliate_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const checkEmailBody = z.object({ email: z.string().trim().toLowerCase().max(254) });
export const checkEmailResponse = z.object({
  email: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  error: z.enum(["invalid_email", "already_exists"]).optional(),
});

export const checkUsernameBody = z.object({ username: z.string().trim().toLowerCase().max(200) });
export const checkUsernameResponse = z.object({
  username: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  error: z.enum(["too_small", "too_big", "invalid_pattern", "already_exists"]).optional(),
});

export const sentResponse = z.object({ sent: z.literal(true) });

export const confirmationBody = z.object({ confirmation_token: linkToken });
export const emailOnlyBody = z.object({ email });
export const magicLinkRequestBody = z.object({
  profile_type: profileType.default("payer"),
  email,
  seller: z.string().trim().toLowerCase().max(USERNAME_MAX_LENGTH).optional(),
});
export const signInBody = z.object({
  email,
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 4),
  fingerprint,
});
export const magicLinkSignInBody = z.object({ token: linkToken, fingerprint });
export const renewTokenBody = z.object({ refresh_token: linkToken, fingerprint });
export const signOutBody = z.object({ refresh_token: z.string().max(200).optional() });
export const updateUserBody = z
  .object({ locale: locale.optional(), first_name: personName.optional(), last_name: personName.optional() })
  .strict();
export const changePasswordBody = z.object({ current_password: z.string().min(1), password, fingerprint });
export const resetPasswordBody = z.object({ reset_password_token: linkToken, password });
export const addProfileBody = z.object({ type: z.enum(SIGN_UP_PROFILE_TYPES) });
