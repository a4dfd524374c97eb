import { parseLicenseKeyFormat } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { insertKeys, LICENSE_KEY_FORMS, rememberFormat } from "../license-keys/pool.ts";
import { generateKey, keySpace } from "../license-keys/generate.ts";
import { keysAdded, type KeysAdded } from "../license-keys/answer.ts";

/** Random keys collide with the pool only in small formats; a few more rounds fill the gap. */
const ROUNDS = 10;

/**
 * Generates `count` new keys from a format (random characters from the system's CSPRNG) and
 * remembers the format on the product. A format that cannot produce that many different keys is
 * refused; one whose space the pool has nearly used up may add fewer, and says so in `added`.
 */
export async function generateLicenseKeys(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; format: string; count: number },
): Promise<Result<Edited<KeysAdded>>> {
  const segments = parseLicenseKeyFormat(input.format);
  if (typeof segments === "string") return fieldFail("generate.format", segments);
  if (keySpace(segments) < input.count) return fieldFail("generate.format", "license_key_format_size");

  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: LICENSE_KEY_FORMS },
    async (tx, product) => {
      let added = 0;
      // Keys drawn in this request are never drawn again; only the pool's older keys can collide.
      const drawn = new Set<string>();
      for (let round = 0; round < ROUNDS && added < input.count; round++) {
        const need = input.count - added;
        const batch: string[] = [];
        // Bounded draws: a nearly exhausted small format must not loop forever.
        for (let draws = 0; batch.length < need && draws < need * 8; draws++) {
          const key = generateKey(segments);
          if (!drawn.has(key)) {
            drawn.add(key);
            batch.push(key);
          }
        }
        added += (await insertKeys(tx, productId, batch, "generated")).size;
      }
      await rememberFormat(tx, productId, input.format);
      return ok(await keysAdded(tx, product, added, [], input.format));
    },
  );
}
