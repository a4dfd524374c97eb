import { X509Certificate, verify } from "node:crypto";
import { crc32 } from "node:zlib";
import { WebhookSignatureError, type WebhookInput } from "./provider.ts";
import { headerValue } from "./webhook-headers.ts";

// PayPal webhook signatures, verified offline as PayPal documents it ("Verify the signature
// offline"), instead of one extra API call per event to /v1/notifications/verify-webhook-signature:
//
//   signed message = `${transmission id}|${transmission time}|${webhook id}|${crc32(raw body)}`
//   signature      = SHA256withRSA by the key of the certificate at PAYPAL-CERT-URL
//
// The certificate is trusted because it comes over HTTPS from a paypal.com host; the URL is
// checked before anything is fetched, so a forged header cannot make us fetch or trust another
// host's key. Certificates are cached per URL (PayPal rotates them rarely, under a new URL).

export type CertificateFetcher = (url: string) => Promise<string>;

const ALGORITHM = "SHA256withRSA";

/** https, default port, no credentials, and paypal.com or one of its subdomains. */
export function isPayPalCertUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    (host === "paypal.com" || host.endsWith(".paypal.com"))
  );
}

async function fetchOverHttps(url: string): Promise<string> {
  // No redirects: a redirect could leave paypal.com after the URL check.
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`certificate download answered ${response.status}`);
  return response.text();
}

export function createPayPalSignatureVerifier(fetchCertificate: CertificateFetcher = fetchOverHttps) {
  const certificates = new Map<string, Promise<X509Certificate>>();

  function certificate(url: string): Promise<X509Certificate> {
    let pending = certificates.get(url);
    if (!pending) {
      pending = fetchCertificate(url).then((pem) => new X509Certificate(pem));
      // A failed download is not remembered, so the next delivery tries again.
      void pending.catch(() => certificates.delete(url));
      certificates.set(url, pending);
    }
    return pending;
  }

  /** Throws WebhookSignatureError unless PayPal signed exactly this body for this webhook. */
  return async function verifyPayPalSignature(
    input: WebhookInput,
    webhookId: string,
    now = new Date(),
  ): Promise<void> {
    const transmissionId = headerValue(input.headers, "paypal-transmission-id");
    const transmissionTime = headerValue(input.headers, "paypal-transmission-time");
    const signature = headerValue(input.headers, "paypal-transmission-sig");
    const certUrl = headerValue(input.headers, "paypal-cert-url");
    const algorithm = headerValue(input.headers, "paypal-auth-algo");
    if (!transmissionId || !transmissionTime || !signature || !certUrl) {
      throw new WebhookSignatureError("missing PayPal transmission headers");
    }
    // Only the documented algorithm; anything else would let a sender choose a weaker check.
    if (algorithm !== ALGORITHM)
      throw new WebhookSignatureError(`unsupported algorithm ${algorithm ?? "none"}`);
    if (!isPayPalCertUrl(certUrl)) throw new WebhookSignatureError("certificate URL is not on paypal.com");

    let cert: X509Certificate;
    try {
      cert = await certificate(certUrl);
    } catch (error) {
      throw new WebhookSignatureError(`certificate unavailable: ${(error as Error).message}`);
    }
    if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) {
      throw new WebhookSignatureError("certificate is not valid now");
    }
    // zlib's crc32 is the IEEE CRC-32 PayPal uses, answered as an unsigned 32-bit integer.
    const message = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(input.rawBody)}`;
    const ok = verify(
      "sha256",
      Buffer.from(message, "utf8"),
      cert.publicKey,
      Buffer.from(signature, "base64"),
    );
    if (!ok) throw new WebhookSignatureError();
  };
}
