import {
  AFFILIATE_DEFAULT_STAGE_COMMISSION,
  DEFAULT_COOKIES_EXPIRE,
  DEFAULT_LANDING_BODY,
  MAX_STAGES,
  percentToBps,
  stageBounds,
  validateProgram,
  type AffiliateProgramForm,
} from "@sellwerk/domain";
import type { AffiliateProgram, ProgramInput } from "../../../api/affiliates.ts";
import type { FormIssues } from "../../../ui/useFormErrors.ts";

// The program form (spec two §3 "Affiliate program"): percent in the fields, as on the wire; the
// bounds are the domain's own check (validateProgram, in basis points), so the browser refuses
// what the API refuses, under the same field names the API's 422 answer uses.

export interface ProductRow {
  productId: number;
  commissions: (number | null)[];
}

export type ProgramFormState = Omit<ProgramInput, "commissions" | "productCommissions" | "landingBody"> & {
  /** Percent per stage; empty while typing. */
  commissions: (number | null)[];
  productCommissions: ProductRow[];
  landingBody: string;
};

/** A new program; its landing text starts as the default in the seller's language. */
export function newProgramForm(landingBody: string = DEFAULT_LANDING_BODY): ProgramFormState {
  return {
    name: "",
    form: "single",
    scope: "all_products",
    commissions: [null],
    productCommissions: [],
    bonus: 0,
    commissionDuration: "none",
    lifetimeDuration: null,
    cookiesExpire: DEFAULT_COOKIES_EXPIRE,
    provisionFromBrutto: true,
    disableLandingPage: false,
    landingBody,
    redirectionUrl: null,
    forwardUrlParams: false,
    embedFormsAllowed: false,
    affiliateRedirectionsAllowed: false,
    affiliateMarketplaceProduct: false,
  };
}

export function toProgramForm(p: AffiliateProgram): ProgramFormState {
  return {
    name: p.name,
    form: p.form,
    scope: p.scope,
    commissions: [...p.commissions],
    productCommissions: p.productCommissions.map((row) => ({
      productId: row.productId,
      commissions: [...row.commissions],
    })),
    bonus: p.bonus,
    commissionDuration: p.commissionDuration,
    lifetimeDuration: p.lifetimeDuration,
    cookiesExpire: p.cookiesExpire,
    provisionFromBrutto: p.provisionFromBrutto,
    disableLandingPage: p.disableLandingPage,
    landingBody: p.landingBody ?? "",
    redirectionUrl: p.redirectionUrl,
    forwardUrlParams: p.forwardUrlParams,
    embedFormsAllowed: p.embedFormsAllowed,
    affiliateRedirectionsAllowed: p.affiliateRedirectionsAllowed,
    affiliateMarketplaceProduct: p.affiliateMarketplaceProduct,
  };
}

/** Stage list of `count` entries: kept where present, new stages start at the spec's default. */
function resize(stages: (number | null)[], count: number): (number | null)[] {
  return Array.from({ length: count }, (_, i) =>
    i < stages.length ? stages[i]! : AFFILIATE_DEFAULT_STAGE_COMMISSION,
  );
}

/** Switching single ↔ multiple keeps stage 1 and gives multiple its minimum of two stages. */
export function withForm(f: ProgramFormState, form: AffiliateProgramForm): ProgramFormState {
  const count = Math.min(Math.max(f.commissions.length, stageBounds(form).min), stageBounds(form).max);
  return {
    ...f,
    form,
    commissions: resize(f.commissions, count),
    productCommissions: f.productCommissions.map((row) => ({
      ...row,
      commissions: resize(row.commissions, count),
    })),
  };
}

export function canAddStage(f: ProgramFormState): boolean {
  return f.form === "multiple" && f.commissions.length < MAX_STAGES;
}

export function canRemoveStage(f: ProgramFormState): boolean {
  return f.form === "multiple" && f.commissions.length > stageBounds("multiple").min;
}

/** Adds or removes the last stage of the program and of every product row alike. */
export function withStageCount(f: ProgramFormState, count: number): ProgramFormState {
  return {
    ...f,
    commissions: resize(f.commissions, count),
    productCommissions: f.productCommissions.map((row) => ({
      ...row,
      commissions: resize(row.commissions, count),
    })),
  };
}

export function withProducts(f: ProgramFormState, productIds: number[]): ProgramFormState {
  const rows = productIds.map(
    (productId) =>
      f.productCommissions.find((row) => row.productId === productId) ?? {
        productId,
        commissions: [...f.commissions],
      },
  );
  return { ...f, productCommissions: rows };
}

/** The stages' sum in percent, exact to the cent of a percent (no 0.1 + 0.2 artefacts). */
export function stageSum(stages: readonly (number | null)[]): number {
  return stages.reduce<number>((sum, value) => sum + percentToBps(value ?? 0), 0) / 100;
}

/** A dotted wire path (product_commissions.0.commissions) as the client's field errors key it. */
export function fieldKey(path: readonly (string | number)[]): string {
  return path.join(".").replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

const trimmedOrNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function programIssues(f: ProgramFormState): FormIssues {
  const issues: FormIssues = {};
  if (!f.name.trim()) issues.name = { code: "required" };
  f.commissions.forEach((value, i) => {
    if (value === null) issues[`commissions.${i}`] = { code: "required" };
  });
  const found = validateProgram({
    form: f.form,
    scope: f.scope,
    commissions: f.commissions.map((v) => percentToBps(v ?? 0)),
    productCommissions:
      f.scope === "with_products"
        ? f.productCommissions.map((row) => ({
            productId: row.productId,
            commissions: row.commissions.map((v) => percentToBps(v ?? 0)),
          }))
        : [],
    bonus: percentToBps(f.bonus),
    commissionDuration: f.commissionDuration,
    lifetimeDuration: f.lifetimeDuration,
    cookiesExpire: f.cookiesExpire,
    redirectionUrl: f.disableLandingPage ? trimmedOrNull(f.redirectionUrl) : null,
    landingBody: f.disableLandingPage ? null : f.landingBody,
  });
  for (const issue of found) {
    const key = fieldKey(issue.path);
    // The catalog's messages name their bounds {min} and {max}.
    issues[key] ??= {
      code: issue.code,
      params: {
        ...(issue.params?.minimum !== undefined ? { min: issue.params.minimum } : {}),
        ...(issue.params?.maximum !== undefined ? { max: issue.params.maximum } : {}),
      },
    };
  }
  return issues;
}

export function programPayload(f: ProgramFormState): ProgramInput {
  return {
    ...f,
    name: f.name.trim(),
    commissions: f.commissions.map((v) => v ?? 0),
    productCommissions:
      f.scope === "with_products"
        ? f.productCommissions.map((row) => ({
            productId: row.productId,
            commissions: row.commissions.map((v) => v ?? 0),
          }))
        : [],
    lifetimeDuration: f.commissionDuration === "fixed" ? f.lifetimeDuration : null,
    landingBody: f.landingBody.trim() ? f.landingBody : null,
    redirectionUrl: trimmedOrNull(f.redirectionUrl),
  };
}
