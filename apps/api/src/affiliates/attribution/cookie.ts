import type { UrlSigner } from "../../platform/auth/url-signer.ts";

// The attribution cookie (issue 14 "click tracking that survives today's browsers"): set by the
// platform's own server on the checkout's origin, first-party, so the seven-day cap some browsers
// put on script-set cookies does not apply. One per seller (`sw_aff_{sellerId}`): a click for one
// seller never replaces another seller's. The value is the click, signed with a key derived from
// the platform's secret, so a buyer (or a publisher) cannot forge a click they never made:
// `nodeId.clickId.issuedAt.signature` (issuedAt in Unix seconds). The same value is the
// `click_token` an embedded checkout sends where the browser withholds the cookie.

export const cookieName = (sellerId: number) => `sw_aff_${sellerId}`;

/** Distinct from every signed URL path (those start with "/"), so no signature serves both. */
const PURPOSE = "affiliate-click:";

export interface SignedClick {
  nodeId: number;
  clickId: number;
  issuedAt: Date;
}

export function signClick(signer: UrlSigner, click: SignedClick): string {
  const body = `${click.nodeId}.${click.clickId}.${Math.floor(click.issuedAt.getTime() / 1000)}`;
  return `${body}.${signer.sign(PURPOSE + body)}`;
}

const TOKEN = /^(\d{1,15})\.(\d{1,15})\.(\d{1,12})\.([\w-]{10,64})$/;

/** The click a token names, or null for anything altered, forged or malformed. */
export function readClick(signer: UrlSigner, token: string | undefined): SignedClick | null {
  const m = token ? TOKEN.exec(token) : null;
  if (!m) return null;
  if (!signer.verify(`${PURPOSE}${m[1]}.${m[2]}.${m[3]}`, m[4]!)) return null;
  return { nodeId: Number(m[1]), clickId: Number(m[2]), issuedAt: new Date(Number(m[3]) * 1000) };
}

/** The seller's attribution cookie from a Cookie header. */
export function clickCookie(cookieHeader: string | undefined, sellerId: number): string | undefined {
  if (!cookieHeader) return undefined;
  // The value is our own token ([0-9A-Za-z._-]), never encoded: a plain split finds it.
  const prefix = `${cookieName(sellerId)}=`;
  for (const part of cookieHeader.split(";")) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) return pair.slice(prefix.length);
  }
  return undefined;
}

/**
 * The Set-Cookie header: HttpOnly (no script reads or rewrites it), SameSite=Lax (sent when the
 * buyer follows a link to the checkout), Secure over TLS, for the whole site, living the program's
 * cookie days.
 */
export function clickSetCookie(input: {
  sellerId: number;
  token: string;
  cookiesExpireDays: number;
  secure: boolean;
}): string {
  const attributes = [
    `${cookieName(input.sellerId)}=${input.token}`,
    `Max-Age=${input.cookiesExpireDays * 86_400}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (input.secure) attributes.push("Secure");
  return attributes.join("; ");
}
