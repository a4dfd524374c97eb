import type { Product } from "../../../../../api/catalogTypes.ts";
import { catalogIssue, IssueList, type Issues } from "../form/issues.ts";

// The upsell step: products offered after the purchase (funnels come when the page builder has them).

export interface UpsellForm {
  productIds: number[];
}

export function toUpsellForm(product: Product): UpsellForm {
  return { productIds: [...(product.upsell?.productIds ?? [])] };
}

export function validateUpsell(form: UpsellForm, product: Product): Issues {
  const list = new IssueList();
  if (form.productIds.includes(product.id)) list.add("productIds", catalogIssue("upsell.self"));
  return list.issues;
}

export function upsellPayload(form: UpsellForm, version: number): Record<string, unknown> {
  return { version, productIds: form.productIds };
}
