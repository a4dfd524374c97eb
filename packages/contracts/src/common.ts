import { z } from "./zod.ts";

export const tokenParams = z.object({ token: z.string().min(10).max(200) });

export const emailLog = z.object({
  token: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  locale: z.string(),
  template: z.string(),
  created_at: z.string(),
});

export const unsubscribeState = z.object({ email: z.string(), unsubscribed: z.boolean() });

export const COOKIE_CONSENT_CATEGORIES = ["necessary", "preferences", "statistics", "marketing"] as const;
export const cookieConsentCategory = z.object({
  key: z.enum(COOKIE_CONSENT_CATEGORIES),
  required: z.boolean(),
});

export const emailLogEnvelope = z.object({ email_log: emailLog });

/**
 * Whether this installation sends mail over SMTP. Without it every mail is only kept in the email
 * log, and pages that say "check your email" say where it is instead.
 */
export const mailDelivery = z.object({ sends_mail: z.boolean() });
