import { distinctLicenseKeys, LICENSE_KEY_MAX_LENGTH } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { insertKeys, LICENSE_KEY_FORMS } from "../license-keys/pool.ts";
import { keysAdded, type KeysAdded } from "../license-keys/answer.ts";

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Adds pasted or uploaded keys to the pool: trimmed, empty ones ignored. A key given twice, or
 * already in the pool, is reported as a duplicate and stored once.
 */
export async function addLicenseKeys(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; keys: string[] },
): Promise<Result<Edited<KeysAdded>>> {
  const keys: string[] = [];
  for (const [i, raw] of input.keys.entries()) {
    const key = raw.trim();
    if (!key) continue;
    if (key.length > LICENSE_KEY_MAX_LENGTH)
      return fieldFail(`keys.${i}`, "too_long", { max: LICENSE_KEY_MAX_LENGTH });
    if (CONTROL.test(key)) return fieldFail(`keys.${i}`, "invalid");
    keys.push(key);
  }
  if (keys.length === 0) return fieldFail("keys", "license_keys_empty");
  const { distinct, repeated } = distinctLicenseKeys(keys);

  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: LICENSE_KEY_FORMS },
    async (tx, product) => {
      const added = await insertKeys(tx, productId, distinct, "upload");
      const inPool = distinct.filter((k) => !added.has(k));
      return ok(await keysAdded(tx, product, added.size, [...repeated, ...inPool]));
    },
  );
}
