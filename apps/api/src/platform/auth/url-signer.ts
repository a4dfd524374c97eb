import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Capability URLs: a path signed with the installation's secret can be fetched without a bearer
 * token. An <img> cannot send an Authorization header, so images shown on pages (covers, logos,
 * certificate backgrounds) are addressed by signed paths. The signature never expires because
 * what it names never changes (an uploaded file's bytes are immutable), which keeps it cacheable.
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
    const given = Buffer.from(signature, "base64url");
    const expected = this.mac(pathname);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Whether a request URL (path and query) carries a valid signature of its path. */
  verifyUrl(url: string): boolean {
    const q = url.indexOf("?");
    if (q === -1) return false;
    const sig = new URLSearchParams(url.slice(q + 1)).get("sig");
    return sig !== null && this.verify(url.slice(0, q), sig);
  }
}
