// Product slugs: the path part of a product's public address, unique per seller.

export const SLUG_MAX_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FALLBACK = "product";

// German transliterations read better than dropped accents ("Über" → "ueber", not "uber").
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
};

/** A slug from a product name: lower case ASCII letters and digits joined by single hyphens. */
export function slugify(name: string, maxLength = SLUG_MAX_LENGTH): string {
  const ascii = name
    .toLowerCase()
    .replace(/[äöüßæøœ]/g, (c) => TRANSLITERATIONS[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const slug = ascii
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
  return slug || FALLBACK;
}

export function checkSlug(value: string): "invalid_slug" | null {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value) ? null : "invalid_slug";
}

/**
 * The first free slug among base, base-2, base-3 … given the seller's slugs that are taken. The
 * suffix never pushes a slug past the maximum: the base is shortened to make room.
 */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const head = base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "");
    const candidate = `${head}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
