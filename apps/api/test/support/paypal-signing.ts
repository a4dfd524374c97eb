import { execFileSync } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";

export const PAYPAL_CERT_URL =
  "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-test";

export interface PayPalSignOptions {
  certUrl?: string;
  algo?: string;
}

/**
 * Signs webhook deliveries as PayPal does (SHA256withRSA over "id|time|webhook id|crc32(body)"),
 * with a real RSA key and a self-signed X.509 certificate made by openssl, as PayPal serves one
 * at PAYPAL-CERT-URL. Give `certificatePem` to the adapter's `fetchCertificate`.
 */
export function createPayPalSigner() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "paypal-cert-"));
  const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPath = path.join(dir, "key.pem");
  writeFileSync(keyPath, keys.privateKey.export({ type: "pkcs8", format: "pem" }));
  const certPath = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req",
    "-new",
    "-x509",
    "-key",
    keyPath,
    "-out",
    certPath,
    "-days",
    "2",
    "-subj",
    "/CN=messageverificationcerts.sandbox.paypal.com",
  ]);
  const certificatePem = readFileSync(certPath, "utf8");
  rmSync(dir, { recursive: true, force: true });

  function signed(event: Record<string, unknown>, webhookId: string, options: PayPalSignOptions = {}) {
    const rawBody = Buffer.from(JSON.stringify(event));
    const transmissionId = "69cd13f0-d67a-11e5-baa3-778b53f4ae55";
    const transmissionTime = new Date().toISOString();
    const message = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
    return {
      rawBody,
      headers: {
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": transmissionTime,
        "paypal-transmission-sig": sign("sha256", Buffer.from(message), keys.privateKey).toString("base64"),
        "paypal-cert-url": options.certUrl ?? PAYPAL_CERT_URL,
        "paypal-auth-algo": options.algo ?? "SHA256withRSA",
      },
    };
  }

  return { certificatePem, signed };
}
