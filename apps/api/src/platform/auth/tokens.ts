import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Opaque random tokens for refresh tokens and mail links; URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Only a token's hash is stored, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session id: revoking the session ends this token at once */
  sid: number;
  /** manager id when a manager acts as the user (admin mode) */
  adm?: number;
}

export type VerifyOutcome =
  { ok: true; claims: AccessClaims } | { ok: false; code: "ACCESS_TOKEN_INVALID" | "ACCESS_TOKEN_EXPIRED" };

// HS256 JWTs signed and checked with node:crypto directly: every authenticated request verifies
// one, and the synchronous HMAC costs a fraction of a WebCrypto round trip (see bench/).
// Only our exact header is accepted, which rules out algorithm confusion ("none", RS/HS swaps).
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const AUDIENCE = "sellwerk";

export class AccessTokens {
  private readonly key: Buffer;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.key = Buffer.from(secret, "utf8");
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  private mac(input: string): Buffer {
    return createHmac("sha256", this.key).update(input).digest();
  }

  async sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    const payload = {
      sub: claims.sub,
      sid: claims.sid,
      ...(claims.adm ? { adm: claims.adm } : {}),
      aud: AUDIENCE,
      iat,
      exp: iat + this.ttlSeconds,
    };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return `${body}.${this.mac(body).toString("base64url")}`;
  }

  async verify(token: string): Promise<VerifyOutcome> {
    const parts = token.split(".");
    if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, code: "ACCESS_TOKEN_INVALID" };
    const expected = this.mac(`${parts[0]}.${parts[1]}`);
    const given = Buffer.from(parts[2]!, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, code: "ACCESS_TOKEN_INVALID" };
    let payload: { sub?: unknown; sid?: unknown; adm?: unknown; aud?: unknown; exp?: unknown };
    try {
      payload = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as typeof payload;
    } catch {
      return { ok: false, code: "ACCESS_TOKEN_INVALID" };
    }
    if (
      typeof payload.sub !== "string" ||
      typeof payload.sid !== "number" ||
      payload.aud !== AUDIENCE ||
      typeof payload.exp !== "number"
    ) {
      return { ok: false, code: "ACCESS_TOKEN_INVALID" };
    }
    if (payload.exp <= Math.floor(this.now().getTime() / 1000))
      return { ok: false, code: "ACCESS_TOKEN_EXPIRED" };
    return {
      ok: true,
      claims: {
        sub: payload.sub,
        sid: payload.sid,
        ...(typeof payload.adm === "number" ? { adm: payload.adm } : {}),
      },
    };
  }
}
