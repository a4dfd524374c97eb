import {
  checkLength,
  checkNoScript,
  checkTrackingId,
  PRODUCT_TEXT_LIMIT,
  TRACKING_CODE_KINDS,
  type TrackingCodeKind,
} from "@sellwerk/domain";
import type { Product, TrackingCode } from "../../../../../api/catalogTypes.ts";
import { catalogIssue, IssueList, type Issues } from "../form/issues.ts";

// The advanced step: the product's tracking codes (spec core §3: kinds, id prefixes, events) and
// the remaining settings (listed in the shop or not, affiliate marketplace, invoice note).

export const SNIPPET_MAX_LENGTH = 10_000;
export const MAX_TRACKING_CODES = 20;
export const INVOICE_NOTE_MAX_LENGTH = PRODUCT_TEXT_LIMIT;

/** How each kind's id starts, shown as the field's placeholder. */
export const TRACKING_ID_EXAMPLES: Record<TrackingCodeKind, string> = {
  google_analytics: "UA-12345678-1",
  ga4: "G-ABC123XYZ9",
  tag_manager: "GTM-ABC1234",
  facebook_pixel: "123456789012345",
  custom: "",
  tracify: "my-tracify-id",
};

export interface TrackingCodeForm extends TrackingCode {
  key: string;
}

export interface AdvancedForm {
  trackingCodes: TrackingCodeForm[];
  hiddenInShop: boolean;
  affiliateMarketplace: boolean;
  invoiceNote: string;
}

let nextKey = 0;
export function newTrackingCode(kind: TrackingCodeKind = "ga4"): TrackingCodeForm {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    kind,
    codeId: "",
    snippet: "",
    events: ["product", "success"],
    active: true,
  };
}

export function toAdvancedForm(product: Product): AdvancedForm {
  return {
    trackingCodes: (product.trackingCodes ?? []).map((code) => ({
      ...code,
      key: `code-${code.id ?? code.codeId}`,
      kind: (TRACKING_CODE_KINDS as readonly string[]).includes(code.kind) ? code.kind : "custom",
      snippet: code.snippet ?? "",
      events: [...(code.events ?? [])],
    })),
    hiddenInShop: product.advanced?.hiddenInShop ?? false,
    affiliateMarketplace: product.advanced?.affiliateMarketplace ?? false,
    invoiceNote: product.advanced?.invoiceNote ?? "",
  };
}

export function validateAdvanced(form: AdvancedForm): Issues {
  const list = new IssueList();
  if (form.trackingCodes.length > MAX_TRACKING_CODES)
    list.code("trackingCodes", "too_high", { max: MAX_TRACKING_CODES });
  form.trackingCodes.forEach((code, i) => {
    const path = `trackingCodes.${i}`;
    if (code.kind === "custom") {
      if (!code.snippet.trim()) list.code(`${path}.snippet`, "required");
      else if (code.snippet.length > SNIPPET_MAX_LENGTH)
        list.code(`${path}.snippet`, "too_long", { max: SNIPPET_MAX_LENGTH });
    } else if (!code.codeId.trim()) list.code(`${path}.codeId`, "required");
    else list.code(`${path}.codeId`, checkTrackingId(code.kind, code.codeId));
    if (code.events.length === 0) list.add(`${path}.events`, catalogIssue("advanced.eventsRequired"));
  });
  list.code(
    "invoiceNote",
    checkNoScript(form.invoiceNote) ?? checkLength(form.invoiceNote.trim(), { max: INVOICE_NOTE_MAX_LENGTH }),
    {
      max: INVOICE_NOTE_MAX_LENGTH,
    },
  );
  return list.issues;
}

export function advancedPayload(form: AdvancedForm, version: number): Record<string, unknown> {
  return {
    version,
    trackingCodes: form.trackingCodes.map(({ key: _key, ...code }) => ({
      ...code,
      codeId: code.kind === "custom" ? "" : code.codeId.trim(),
      snippet: code.kind === "custom" ? code.snippet : "",
    })),
    hiddenInShop: form.hiddenInShop,
    affiliateMarketplace: form.affiliateMarketplace,
    invoiceNote: form.invoiceNote.trim(),
  };
}
