import type { ShopAssets, ShopPageKind } from "./types.ts";

// The Vite manifest of the buyer pages' build (vite.shop.config.ts) and what each page loads.
// Pure: the API reads the file once at start, the bundle budget test reads the same structure.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ShopManifest = Record<string, ManifestChunk>;

export const SHOP_ASSETS_BASE = "/shop-assets/";
export const SHOP_CSS_ENTRY = "src/shop/shop.css";

/** Pages that hydrate, each from an entry of its own so the checkout carries no other page. */
export const SHOP_ENTRIES = {
  checkout: "src/shop/entries/checkout.tsx",
  success: "src/shop/entries/success.tsx",
  upsell: "src/shop/entries/upsell.tsx",
  manage: "src/shop/entries/manage.tsx",
  sandbox: "src/shop/entries/sandbox.tsx",
  seller_shop: "src/shop/entries/seller-shop.tsx",
} as const satisfies Partial<Record<ShopPageKind, string>>;

/** The entry's chunk and every chunk it imports statically, each once, entry first. */
export function staticChunks(manifest: ShopManifest, entry: string): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    out.push(chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry);
  return out;
}

/** Script, preloads and CSS of a page; without a manifest (tests, no build) none at all. */
export function shopAssets(manifest: ShopManifest | null, kind: ShopPageKind): ShopAssets {
  if (!manifest) return { css: [], script: null, preload: [] };
  const url = (file: string) => SHOP_ASSETS_BASE + file;
  const css = manifest[SHOP_CSS_ENTRY] ? [url(manifest[SHOP_CSS_ENTRY].file)] : [];
  const entry = kind in SHOP_ENTRIES ? SHOP_ENTRIES[kind as keyof typeof SHOP_ENTRIES] : null;
  if (!entry || !manifest[entry]) return { css, script: null, preload: [] };
  const [main, ...rest] = staticChunks(manifest, entry);
  return { css, script: url(main!.file), preload: rest.map((c) => url(c.file)) };
}
