// Host-name rules shared by email, domain, subdomain and URL checks (RFC 1035 labels, ASCII or
// punycode; people type internationalised names, browsers send them as xn-- labels).
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

export const DOMAIN_MAX_LENGTH = 253;

export function isValidLabel(label: string): boolean {
  return LABEL.test(label);
}

/** A fully qualified name with at least two labels and an alphabetic (or punycode) top-level label. */
export function isValidHostname(value: string): boolean {
  if (value.length === 0 || value.length > DOMAIN_MAX_LENGTH) return false;
  const labels = value.split(".");
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? "";
  return labels.every(isValidLabel) && TLD.test(tld);
}
