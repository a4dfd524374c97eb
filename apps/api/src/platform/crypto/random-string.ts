import { randomBytes } from "node:crypto";

/**
 * `size` characters drawn uniformly from `alphabet` with the system's CSPRNG: bytes past the last
 * whole round of the alphabet are dropped, so no character is likelier than another (license
 * keys, ticket codes, certificate serials).
 */
export function randomString(alphabet: string, size: number): string {
  const ceiling = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < size) {
    for (const byte of randomBytes(size * 2)) {
      if (byte < ceiling) out += alphabet[byte % alphabet.length];
      if (out.length === size) break;
    }
  }
  return out;
}
