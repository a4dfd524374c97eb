import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { ok, type Result } from "../platform/result.ts";
import { checkFileUses, fileRef } from "../catalog/index.ts";
import type { StoredTrustSeals } from "./themes.ts";
import type { checkoutThemes } from "./tables.ts";

type Body = checkoutSettings.CreateCheckoutThemeBody;
type Columns = Pick<
  typeof checkoutThemes.$inferInsert,
  "name" | "layout" | "theme" | "trustSealsSettings" | "buyerInformation"
>;

/**
 * The columns of a theme as given. The seal image must be one of the seller's own images; its
 * signed URL is kept with it, so the buyer's checkout needs no signer (signatures do not expire
 * and a file's bytes never change).
 */
export async function themeColumns(
  deps: Pick<Deps, "urlSigner">,
  ex: Executor,
  sellerId: number,
  body: Body,
): Promise<Result<Columns>> {
  const sealId = body.trust_seals.product_seal_file_id;
  let url: string | null = null;
  if (sealId !== null) {
    const files = await checkFileUses(ex, sellerId, [
      { param: "trust_seals.product_seal_file_id", id: sealId, kind: "image" },
    ]);
    if (!files.ok) return files;
    const file = fileRef(deps, files.value.get(sealId)!);
    url = file.variants.s ?? file.url;
  }
  const seals: StoredTrustSeals = { ...body.trust_seals, product_seal_url: url };
  return ok({
    name: body.name,
    layout: body.layout,
    theme: { ...body.theme },
    trustSealsSettings: { ...seals },
    buyerInformation: { include_type: body.buyer_include_type },
  });
}
