import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MAX_COMMISSION_BPS,
  MAX_STAGES,
  VALIDATION_CODES,
  commissionText,
  nodeActions,
  renderLandingBody,
  transitNode,
  validateProgram,
} from "../src/index.ts";
import type { AffiliateProgramInput } from "../src/index.ts";

const program = (over: Partial<AffiliateProgramInput> = {}): AffiliateProgramInput => ({
  form: "multiple",
  scope: "all_products",
  commissions: [1000, 500],
  productCommissions: [],
  bonus: 0,
  commissionDuration: "none",
  lifetimeDuration: null,
  cookiesExpire: 180,
  redirectionUrl: null,
  landingBody: null,
  ...over,
});
const fields = (input: AffiliateProgramInput) =>
  validateProgram(input).map((i) => `${i.path.join(".")}:${i.code}`);

describe("validateProgram", () => {
  it("accepts exactly the stage lists within the bounds (count by form, each 0..100 %, sum in (0, 100 %])", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("single" as const, "multiple" as const),
        fc.array(fc.integer({ min: -100, max: 12_000 }), { minLength: 0, maxLength: 7 }),
        (form, commissions) => {
          const count =
            form === "single"
              ? commissions.length === 1
              : commissions.length >= 2 && commissions.length <= MAX_STAGES;
          const each = commissions.every((c) => c >= 0 && c <= MAX_COMMISSION_BPS);
          const sum = commissions.reduce((s, c) => s + c, 0);
          const valid = count && each && sum > 0 && sum <= MAX_COMMISSION_BPS;
          const issues = validateProgram(program({ form, commissions }));
          expect(issues.length === 0).toBe(valid);
          // A refusal always names the commissions field.
          if (!valid) expect(issues.every((i) => i.path[0] === "commissions")).toBe(true);
        },
      ),
    );
  });

  it("names the field of each refused bound", () => {
    expect(fields(program({ commissions: [1000, 500, 1, 1, 1, 1] }))).toEqual([
      "commissions:affiliate_stages_count",
    ]);
    expect(fields(program({ form: "single", commissions: [1000, 500] }))).toEqual([
      "commissions:affiliate_stages_count",
    ]);
    expect(fields(program({ commissions: [10_001, 0] }))).toEqual(["commissions.0:out_of_range"]);
    expect(fields(program({ commissions: [6000, 5000] }))).toEqual([
      "commissions:affiliate_commission_sum_high",
    ]);
    expect(fields(program({ commissions: [0, 0] }))).toEqual(["commissions:affiliate_commission_sum_zero"]);
    expect(fields(program({ commissions: [5000, 4000], bonus: 1500 }))).toEqual([
      "bonus:affiliate_bonus_too_high",
    ]);
    expect(fields(program({ bonus: 10_001 }))).toEqual(["bonus:out_of_range"]);
    expect(fields(program({ cookiesExpire: 0 }))).toEqual(["cookies_expire:out_of_range"]);
    expect(fields(program({ cookiesExpire: 3651 }))).toEqual(["cookies_expire:out_of_range"]);
    expect(fields(program({ commissionDuration: "fixed" }))).toEqual(["lifetime_duration:required"]);
    expect(fields(program({ commissionDuration: "fixed", lifetimeDuration: 4000 }))).toEqual([
      "lifetime_duration:out_of_range",
    ]);
    expect(fields(program({ redirectionUrl: "javascript:alert(1)" }))).toEqual([
      "redirection_url:invalid_url",
    ]);
    expect(fields(program({ landingBody: "x".repeat(20_001) }))).toEqual(["landing_body:too_long"]);
    expect(fields(program({ landingBody: "Hi {price}" }))).toEqual(["landing_body:unknown_placeholder"]);
    expect(fields(program({ scope: "with_products" }))).toEqual(["product_commissions:required"]);
    expect(
      fields(
        program({
          scope: "with_products",
          productCommissions: [
            { productId: 1, commissions: [1000, 500] },
            { productId: 1, commissions: [9000, 5000] },
          ],
        }),
      ),
    ).toEqual([
      "product_commissions.1.product_id:product_item_duplicate",
      "product_commissions.1.commissions:affiliate_commission_sum_high",
    ]);
    expect(
      fields(
        program({
          commissionDuration: "fixed",
          lifetimeDuration: 30,
          landingBody: "{program} {commission} {cookies} {buttons}",
        }),
      ),
    ).toEqual([]);
  });

  it("uses only known validation codes", () => {
    const codes: readonly string[] = VALIDATION_CODES;
    const issues = validateProgram(
      program({
        commissions: [],
        bonus: -1,
        cookiesExpire: 0,
        commissionDuration: "fixed",
        redirectionUrl: "ftp://x",
        landingBody: "{x}",
        scope: "with_products",
      }),
    );
    expect(issues.length).toBeGreaterThan(4);
    for (const i of issues) expect(codes).toContain(i.code);
  });
});

describe("commissionText", () => {
  it("adds the bonus to stage 1 and writes the decimal as the language does", () => {
    expect(commissionText([1250, 500], 0)).toBe("12.5 % / 5 %");
    expect(commissionText([1250, 500], 100, "de")).toBe("13,5 % / 5 %");
  });
});

describe("renderLandingBody", () => {
  it("fills the four placeholders and leaves other braces alone", () => {
    expect(
      renderLandingBody("{program}: {commission} for {cookies} days {buttons} {other}", {
        program: "Yoga",
        commission: "10 %",
        cookies: "180",
        buttons: "[B]",
      }),
    ).toBe("Yoga: 10 % for 180 days [B] {other}");
  });
});

describe("transitNode", () => {
  it("lets the answering side accept or reject, either side cancel, and nothing leave a final state", () => {
    const invited = { state: "requested" as const, initiator: "seller" as const };
    expect(transitNode(invited, "accept", "publisher")).toEqual({ ok: true, state: "accepted" });
    expect(transitNode(invited, "accept", "seller")).toEqual({ ok: false, reason: "not_your_answer" });
    expect(transitNode(invited, "cancel", "seller")).toEqual({ ok: true, state: "canceled" });
    const requested = { state: "requested" as const, initiator: "publisher" as const };
    expect(transitNode(requested, "reject", "seller")).toEqual({ ok: true, state: "rejected" });
    expect(transitNode(requested, "reject", "publisher")).toEqual({ ok: false, reason: "not_your_answer" });
    const active = { state: "accepted" as const, initiator: "publisher" as const };
    expect(nodeActions(active, "seller")).toEqual(["cancel"]);
    expect(nodeActions(active, "publisher")).toEqual(["cancel"]);
    for (const state of ["rejected", "canceled"] as const)
      for (const side of ["seller", "publisher"] as const)
        expect(nodeActions({ state, initiator: "seller" }, side)).toEqual([]);
  });
});
