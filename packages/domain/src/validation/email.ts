import { isValidHostname } from "./domain-names.ts";

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
// RFC 5322 atext; quoted local parts are legal but practically never real, so they are refused.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;

/** A practical email pattern: local@domain.tld, no spaces, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= LOCAL_PART_MAX_LENGTH && LOCAL_PART.test(local) && isValidHostname(domain);
}

export function checkEmail(value: string): "invalid_email" | null {
  return isValidEmail(value) ? null : "invalid_email";
}
