import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

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

export type VerifyOutcome = { ok: true; claims: AccessClaims } | { ok: false; code: "ACCESS_TOKEN_INVALID" | "ACCESS_TOKEN_EXPIRED" };

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    const jwt = new SignJWT({ sid: claims.sid, ...(claims.adm ? { adm: claims.adm } : {}) })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setAudience("sellwerk");
    return jwt.sign(this.key);
  }

  async verify(token: string): Promise<VerifyOutcome> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        audience: "sellwerk",
        currentDate: this.now(),
      });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "number") return { ok: false, code: "ACCESS_TOKEN_INVALID" };
      return { ok: true, claims: { sub: payload.sub, sid: payload.sid, ...(typeof payload.adm === "number" ? { adm: payload.adm } : {}) } };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) return { ok: false, code: "ACCESS_TOKEN_EXPIRED" };
      return { ok: false, code: "ACCESS_TOKEN_INVALID" };
    }
  }
}
