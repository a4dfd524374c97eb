import { checkLength, checkNoScript, checkUrl, PRODUCT_RICH_TEXT_LIMIT } from "@sellwerk/domain";
import type { Product, SuccessPage } from "../../../../../api/catalogTypes.ts";
import { IssueList, type Issues } from "../form/issues.ts";

// The pages step: where the buyer lands after paying, and the product's legal texts.

/** Thank-you pages come with the page builder; until then a stored choice of one shows as the default. */
export const SUCCESS_PAGES: readonly SuccessPage[] = ["default", "url"];
export const TERMS_MAX_LENGTH = PRODUCT_RICH_TEXT_LIMIT;
export const SUCCESS_URL_MAX_LENGTH = 2000;

export interface PagesForm {
  success: SuccessPage;
  successUrl: string;
  cancellationTerms: string;
  terms: string;
}

export function toPagesForm(product: Product): PagesForm {
  const pages = product.pages;
  return {
    success: pages && SUCCESS_PAGES.includes(pages.success) ? pages.success : "default",
    successUrl: pages?.successUrl ?? "",
    cancellationTerms: pages?.cancellationTerms ?? "",
    terms: pages?.terms ?? "",
  };
}

export function validatePages(form: PagesForm): Issues {
  const list = new IssueList();
  const url = form.successUrl.trim();
  if (form.success === "url")
    list.code(
      "successUrl",
      url ? (checkUrl(url) ?? checkLength(url, { max: SUCCESS_URL_MAX_LENGTH })) : "required",
      {
        max: SUCCESS_URL_MAX_LENGTH,
      },
    );
  for (const key of ["cancellationTerms", "terms"] as const) {
    list.code(key, checkNoScript(form[key]) ?? checkLength(form[key], { max: TERMS_MAX_LENGTH }), {
      max: TERMS_MAX_LENGTH,
    });
  }
  return list.issues;
}

export function pagesPayload(form: PagesForm, version: number): Record<string, unknown> {
  return {
    version,
    success: form.success,
    successUrl: form.success === "url" ? form.successUrl.trim() : "",
    cancellationTerms: form.cancellationTerms.trim(),
    terms: form.terms.trim(),
  };
}
