import { StrictMode, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ShopProvider } from "../i18n/context.tsx";
import type { ShopPageData, ShopPageKind } from "../types.ts";

// What every hydration entry does: read the JSON the server embedded (a data block, not a
// script, so the CSP's script-src 'self' holds) and hydrate the server's markup with it.

export function hydratePage<K extends ShopPageKind>(
  kind: K,
  page: (data: ShopPageData<K>) => ReactNode,
): void {
  const text = document.getElementById("page-data")?.textContent;
  const data = text ? (JSON.parse(text) as ShopPageData) : null;
  const root = document.getElementById("root");
  if (!data || data.kind !== kind || !root) throw new Error(`page data for ${kind} missing`);
  const typed = data as ShopPageData<K>;
  hydrateRoot(
    root,
    <StrictMode>
      <ShopProvider env={typed.env}>{page(typed)}</ShopProvider>
    </StrictMode>,
  );
}
