import {
  checkLength,
  checkNoScript,
  checkSlug,
  CONTENT_LANGUAGES,
  PRODUCT_RICH_TEXT_LIMIT,
  PRODUCT_TEXT_LIMIT,
  type ContentLanguage,
} from "@sellwerk/domain";
import type { Product, StoredFile } from "../../../../../api/catalogTypes.ts";
import { IssueList, type Issues } from "../form/issues.ts";

// The details step (spec core §2): texts, categories, covers, content language, free flag.

export const PRODUCT_NAME_MAX_LENGTH = PRODUCT_TEXT_LIMIT;
/** Internal name and cost center are short texts too (spec core §9 product text limit). */
export const LABEL_MAX_LENGTH = PRODUCT_TEXT_LIMIT;
/** The description's stored HTML, tags included (the API's limit of long rich texts). */
export const DESCRIPTION_MAX_LENGTH = PRODUCT_RICH_TEXT_LIMIT;

export interface DetailsForm {
  name: string;
  slug: string;
  description: string;
  shortDescription: string;
  internalName: string;
  costCenter: string;
  contentLanguage: ContentLanguage;
  free: boolean;
  categoryIds: number[];
  cover: StoredFile | null;
  banner: StoredFile | null;
}

export function toDetailsForm(product: Product): DetailsForm {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    shortDescription: product.shortDescription,
    internalName: product.internalName,
    costCenter: product.costCenter,
    contentLanguage: (CONTENT_LANGUAGES as readonly string[]).includes(product.contentLanguage)
      ? product.contentLanguage
      : "en",
    free: product.free,
    categoryIds: [...product.categoryIds],
    cover: product.cover,
    banner: product.banner,
  };
}

export function checkProductName(name: string): "required" | "too_long" | "contains_script" | null {
  if (name.trim() === "") return "required";
  return (
    checkNoScript(name) ?? (checkLength(name.trim(), { max: PRODUCT_NAME_MAX_LENGTH }) ? "too_long" : null)
  );
}

export function validateDetails(form: DetailsForm): Issues {
  const list = new IssueList();
  list.code("name", checkProductName(form.name), { max: PRODUCT_NAME_MAX_LENGTH });
  if (form.slug.trim() === "") list.code("slug", "required");
  else list.code("slug", checkSlug(form.slug.trim()));
  list.code("shortDescription", checkNoScript(form.shortDescription));
  list.code("shortDescription", checkLength(form.shortDescription, { max: PRODUCT_TEXT_LIMIT }), {
    max: PRODUCT_TEXT_LIMIT,
  });
  list.code("description", checkLength(form.description, { max: DESCRIPTION_MAX_LENGTH }), {
    max: DESCRIPTION_MAX_LENGTH,
  });
  for (const key of ["internalName", "costCenter"] as const) {
    list.code(key, checkNoScript(form[key]));
    list.code(key, checkLength(form[key], { max: LABEL_MAX_LENGTH }), { max: LABEL_MAX_LENGTH });
  }
  return list.issues;
}

/** PATCH /cabinet/products/{id}/details */
export function detailsPayload(form: DetailsForm, version: number): Record<string, unknown> {
  return {
    version,
    name: form.name.trim(),
    slug: form.slug.trim(),
    description: form.description,
    shortDescription: form.shortDescription.trim(),
    internalName: form.internalName.trim(),
    costCenter: form.costCenter.trim(),
    contentLanguage: form.contentLanguage,
    free: form.free,
    categoryIds: form.categoryIds,
    coverFileId: form.cover?.id ?? null,
    bannerFileId: form.banner?.id ?? null,
  };
}
