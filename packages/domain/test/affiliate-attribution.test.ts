import { describe, expect, it } from "vitest";
import {
  decideAttribution,
  termsOf,
  type AttributionCandidate,
  type TermsProgram,
} from "../src/affiliates/attribution.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

const base = (over: Partial<AttributionCandidate>): AttributionCandidate => ({
  source: "click",
  nodeId: 1,
  programId: 10,
  publisherId: 100,
  nodeAccepted: true,
  programActive: true,
  coversProduct: true,
  duration: "none",
  clickedAt: daysAgo(1),
  cookiesExpire: 180,
  ...over,
});
const click = (nodeId: number, days: number, over: Partial<AttributionCandidate> = {}) =>
  base({ nodeId, publisherId: 100 + nodeId, clickedAt: daysAgo(days), ...over });
const coupon = (nodeId: number, over: Partial<AttributionCandidate> = {}) =>
  base({ source: "coupon", nodeId, publisherId: 100 + nodeId, clickedAt: undefined, ...over });
const email = (nodeId: number, over: Partial<AttributionCandidate> = {}) =>
  base({
    source: "email",
    nodeId,
    publisherId: 100 + nodeId,
    duration: "lifetime",
    clickedAt: undefined,
    ...over,
  });

describe("decideAttribution", () => {
  const cases: [string, AttributionCandidate[], number | null][] = [
    ["nothing: nobody's sale", [], null],
    ["one click within its cookie life", [click(1, 3)], 1],
    ["the last click wins", [click(1, 3), click(2, 1)], 2],
    ["the last click wins whatever the order found", [click(2, 1), click(1, 3)], 2],
    ["an expired click counts as none", [click(1, 181)], null],
    ["a click exactly at its cookie's end has expired", [click(1, 180)], null],
    ["a short cookie life: 7 days", [click(1, 8, { cookiesExpire: 7 })], null],
    [
      "an expired later click loses to a live earlier one",
      [click(1, 2), click(2, 1, { cookiesExpire: 0 })],
      1,
    ],
    ["a click from the future proves nothing", [click(1, -1)], null],
    ["coupon-bound beats a later click", [click(2, 0.1), coupon(1)], 1],
    ["coupon-bound beats email-bound", [email(2), coupon(1)], 1],
    ["email-bound (lifetime) beats a later click", [click(2, 0.1), email(1)], 1],
    [
      "an email binding of a program no longer lifetime is skipped",
      [email(1, { duration: "none" }), click(2, 1)],
      2,
    ],
    ["a canceled node's coupon is skipped", [coupon(1, { nodeAccepted: false }), click(2, 1)], 2],
    [
      "a canceled node's click is skipped, the earlier live one wins",
      [click(1, 5), click(2, 1, { nodeAccepted: false })],
      1,
    ],
    [
      "a program that does not cover the product is skipped",
      [click(1, 2), click(2, 1, { coversProduct: false })],
      1,
    ],
    ["an archived program is skipped", [coupon(1, { programActive: false })], null],
    [
      "an embed's click token counts like a click",
      [click(1, 3), base({ source: "embed", nodeId: 2, clickedAt: daysAgo(1) })],
      2,
    ],
  ];
  it.each(cases)("%s", (_name, candidates, winner) => {
    expect(decideAttribution(candidates, NOW)?.nodeId ?? null).toBe(winner);
  });
});

const program = (over: Partial<TermsProgram> = {}): TermsProgram => ({
  id: 10,
  scope: "all_products",
  commissions: [2000, 500, 250],
  bonus: 0,
  commissionDuration: "none",
  lifetimeDuration: null,
  provisionFromBrutto: true,
  ...over,
});
const chain = [
  { nodeId: 3, publisherId: 103, bonus: null },
  { nodeId: 2, publisherId: 102, bonus: 700 },
  { nodeId: 1, publisherId: 101, bonus: null },
];
const terms = (p: TermsProgram, c = chain, productCommissions: number[] | null = null) =>
  termsOf({ source: "click", program: p, productCommissions, chain: c, vatBps: 1900, createdAt: NOW });

describe("termsOf", () => {
  it("gives each stage of the chain the program's basis points", () => {
    expect(terms(program()).stages).toEqual([
      { publisherId: 103, nodeId: 3, bps: 2000 },
      { publisherId: 102, nodeId: 2, bps: 500 },
      { publisherId: 101, nodeId: 1, bps: 250 },
    ]);
  });
  it("cuts the chain at the program's stage count, and a short chain leaves upper stages unpaid", () => {
    expect(terms(program({ commissions: [3000] })).stages.map((s) => s.nodeId)).toEqual([3]);
    expect(terms(program(), chain.slice(0, 1)).stages).toEqual([{ publisherId: 103, nodeId: 3, bps: 2000 }]);
  });
  it("adds the bonus to stage 1 only: the node's own over the program's", () => {
    expect(terms(program({ bonus: 300 })).stages.map((s) => s.bps)).toEqual([2300, 500, 250]);
    const ownBonus = [{ ...chain[0]!, bonus: 100 }, ...chain.slice(1)];
    expect(terms(program({ bonus: 300 }), ownBonus).stages.map((s) => s.bps)).toEqual([2100, 500, 250]);
  });
  it("never lets the bonus take the total past 100 %", () => {
    const t = terms(program({ commissions: [9000, 500], bonus: 2000 }));
    expect(t.stages.reduce((s, x) => s + x.bps, 0)).toBe(10_000);
  });
  it("takes the product's own commissions in a with_products program", () => {
    expect(terms(program({ scope: "with_products" }), chain, [4000, 100]).stages.map((s) => s.bps)).toEqual([
      4000, 100,
    ]);
    // all_products ignores a stray per-product row
    expect(terms(program(), chain, [4000]).stages[0]!.bps).toBe(2000);
  });
  it("ends a fixed duration lifetime_duration days after the order; none and lifetime have no end", () => {
    const fixed = terms(program({ commissionDuration: "fixed", lifetimeDuration: 30 }));
    expect(fixed.until).toBe("2026-07-01T12:00:00.000Z");
    expect(fixed.duration).toBe("fixed");
    expect(terms(program({ commissionDuration: "lifetime" })).until).toBeNull();
  });
  it("records the program, the winner's node, gross or net and the VAT rate", () => {
    expect(terms(program({ provisionFromBrutto: false }))).toMatchObject({
      programId: 10,
      nodeId: 3,
      source: "click",
      fromGross: false,
      vatBps: 1900,
    });
  });
});
