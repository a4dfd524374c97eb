import { isValidHostname, isValidLabel } from "./domain-names.ts";

/** A seller's own domain, such as shop.example.com; no scheme, path or port. */
export function checkDomain(value: string): "invalid_domain" | null {
  return isValidHostname(value) ? null : "invalid_domain";
}

/** One DNS label placed before our host ({subdomain}.{host}); hyphens only inside. */
export function checkSubdomain(value: string): "invalid_subdomain" | null {
  return isValidLabel(value) ? null : "invalid_subdomain";
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * Only http and https: other schemes (javascript:, data:, file:) are how links turn into attacks.
 * The host must be a real name, an IPv4 address or localhost, so "http://foo" is refused.
 */
export function checkUrl(value: string): "invalid_url" | null {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return "invalid_url";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "invalid_url";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "invalid_url";
  const host = url.hostname;
  if (host === "localhost" || IPV4.test(host) || isValidHostname(host)) return null;
  return "invalid_url";
}
