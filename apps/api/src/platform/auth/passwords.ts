import { hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
// `algorithm: 2` is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The password hash of an account that has no password (a buyer's, made when their first order is
 * delivered): nothing verifies against it, so sign-in answers as for an unknown email, in the same
 * time, until the buyer sets a password through the reset link; they sign in by magic link. Hashing
 * a random password instead cost an argon2 run (19 MiB, tens of ms of CPU) per new buyer (issue 11).
 */
export const NO_PASSWORD = "";

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against a fixed hash when the account does not exist keeps sign-in time the same
// for known and unknown emails, so timing does not reveal who has an account.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
