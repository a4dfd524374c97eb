// Usernames appear in public URLs (/s/{username}, /v/{username}), so they are URL-safe and lowercase.
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** The spec's username codes (spec two §5); `already_exists` is decided by the server. */
export function checkUsername(value: string): "too_small" | "too_big" | "invalid_pattern" | null {
  if (value.length < USERNAME_MIN_LENGTH) return "too_small";
  if (value.length > USERNAME_MAX_LENGTH) return "too_big";
  if (!USERNAME_PATTERN.test(value)) return "invalid_pattern";
  return null;
}

/**
 * Words a seller may not take because they are, or may become, our own path segments, hosts or
 * audience prefixes. The server answers `already_exists` for them, as for a taken name.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  "about",
  "account",
  "accounts",
  "admin",
  "administrator",
  "affiliate",
  "affiliate_clicks",
  "affiliates",
  "api",
  "app",
  "apps",
  "assets",
  "auth",
  "billing",
  "blog",
  "cabinet",
  "cdn",
  "checkout",
  "common",
  "contact",
  "dashboard",
  "docs",
  "email_logs",
  "emails",
  "embed",
  "embeds",
  "files",
  "healthz",
  "help",
  "hsm",
  "imprint",
  "legal",
  "login",
  "logout",
  "mail",
  "manager",
  "media",
  "null",
  "oauth",
  "openapi",
  "payer",
  "payment",
  "payments",
  "plans",
  "platform",
  "platform_affiliate",
  "preise",
  "privacy",
  "publish",
  "publisher",
  "readyz",
  "reseller",
  "root",
  "s",
  "sales_team_member",
  "security",
  "seller",
  "sellwerk",
  "session",
  "settings",
  "shop",
  "sign_in",
  "sign_up",
  "static",
  "status",
  "support",
  "system",
  "team_member",
  "terms",
  "undefined",
  "uploads",
  "user",
  "users",
  "v",
  "v1",
  "v2",
  "webhooks",
  "www",
];

const RESERVED = new Set(RESERVED_USERNAMES);

/** Case-insensitive, since usernames are stored lowercase. */
export function isReservedUsername(value: string): boolean {
  return RESERVED.has(value.trim().toLowerCase());
}
