import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { signingSecret } from "../auth/secret.ts";
import type { Deps } from "../deps.ts";

/**
 * Secrets we must be able to read back (payment provider keys) are stored as AES-256-GCM
 * ciphertext: a leaked database or backup does not leak usable keys, and a changed byte is
 * detected instead of decrypting to garbage. The key is derived from the installation's signing
 * secret (like the URL signer's), so there is no second secret to configure and every API process
 * agrees. Changing JWT_SECRET makes stored secrets unreadable: sellers then connect again.
 *
 * Format: `v1.` + base64url(iv 12 bytes ‖ tag 16 bytes ‖ ciphertext). The version prefix lets a
 * later key or algorithm coexist with rows written before it.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message = "secret box: ciphertext does not verify") {
    super(message);
    this.name = "SecretBoxError";
  }
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    // HKDF with a label of its own: this key can never be mistaken for the token or URL keys.
    this.key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "sellwerk:secret-box:v1", 32));
  }

  /**
   * `context` is bound as associated data (e.g. the row and column the value lives in), so a
   * ciphertext copied into another seller's row does not decrypt there.
   */
  encrypt(value: Record<string, unknown>, context = ""): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
  }

  /** Throws SecretBoxError when the text was changed, made with another key or another context. */
  decrypt(sealed: string, context = ""): Record<string, unknown> {
    const [version, payload] = sealed.split(".", 2);
    if (version !== VERSION || !payload) throw new SecretBoxError("secret box: unknown format");
    const raw = Buffer.from(payload, "base64url");
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError();
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    let text: string;
    try {
      text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      throw new SecretBoxError();
    }
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) throw new SecretBoxError();
    return value as Record<string, unknown>;
  }
}

// Deps is shared by every context and carries no box; the box is derived from it once per
// platform instance (the signing secret may live in the database, hence the promise).
const boxes = new WeakMap<Deps, Promise<SecretBox>>();

export function secretBoxFor(deps: Deps): Promise<SecretBox> {
  let box = boxes.get(deps);
  if (!box) {
    box = signingSecret(deps.db, deps.config.jwtSecret).then((secret) => new SecretBox(secret));
    // A failed read (database down) must not be cached for the process's lifetime.
    void box.catch(() => boxes.delete(deps));
    boxes.set(deps, box);
  }
  return box;
}
