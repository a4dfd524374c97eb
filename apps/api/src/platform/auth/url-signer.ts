import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Capability URLs: a path signed with the installation's secret can be fetched without a bearer
 * token. An <img> cannot send an Authorization header, so images shown on pages (covers, logos,
 * certificate backgrounds) are addressed by signed paths. The signature never expires because
 * what it names never changes (an uploaded file's bytes are immutable), which keeps it cacheable.
 *
 * A buyer's download is different: it is a right that can end (a refund), so its links carry an
 * expiry inside the signature (`signUntil`). The expiring MAC covers "exp:<seconds>:<path>", which
 * no path (always starting with "/") can equal, so neither kind passes for the other.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Derived, so a path signature can never be replayed as anything signed with the secret itself.
    this.key = createHmac("sha256", secret).update("sellwerk:signed-url").digest();
  }

  private mac(pathname: string): Buffer {
    return createHmac("sha256", this.key).update(pathname).digest().subarray(0, 16);
  }

  sign(pathname: string): string {
    return this.mac(pathname).toString("base64url");
  }

  /** `pathname?sig=…` for a path. */
  signedPath(pathname: string): string {
    return `${pathname}?sig=${this.sign(pathname)}`;
  }

  verify(pathname: string, signature: string): boolean {
    return sameSignature(signature, this.mac(pathname));
  }

  /** `pathname?expires=<unix seconds>&sig=…`: valid until `expiresAt`, never after. */
  signedPathUntil(pathname: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${pathname}?expires=${expires}&sig=${this.mac(`exp:${expires}:${pathname}`).toString("base64url")}`;
  }

  /**
   * Checks an expiring signature at `now`. An altered path, expiry or signature is `invalid`;
   * only a genuine link past its time is `expired` (so a forger learns nothing from the answer).
   */
  verifyUntil(
    pathname: string,
    expires: number,
    signature: string,
    now: Date,
  ): "valid" | "expired" | "invalid" {
    if (!sameSignature(signature, this.mac(`exp:${expires}:${pathname}`))) return "invalid";
    return expires * 1000 > now.getTime() ? "valid" : "expired";
  }

  /** Whether a request URL (path and query) carries a valid signature of its path. */
  verifyUrl(url: string): boolean {
    const q = url.indexOf("?");
    if (q === -1) return false;
    const sig = new URLSearchParams(url.slice(q + 1)).get("sig");
    return sig !== null && this.verify(url.slice(0, q), sig);
  }
}

/**
 * Compares the signature as written, not as decoded: 16 bytes take 22 base64url characters whose
 * last one carries 4 unused bits, so decoding would accept several spellings of one signature
 * (an altered link that still works). Only the one canonical spelling is valid.
 */
function sameSignature(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected.toString("base64url"), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
