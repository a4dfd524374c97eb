import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PRODUCT_PUBLISHING_STATES,
  PRODUCT_REVIEW_STATES,
  PRODUCT_TRANSITION_ACTIONS,
  PRODUCT_TRANSITIONS,
  transitionProduct,
} from "../src/index.ts";
import type {
  ProductLifecycle,
  ProductPublishingState,
  ProductReviewState,
  ProductTransitionAction,
  ProductTransitionContext,
} from "../src/index.ts";

const ctx = (over: Partial<ProductTransitionContext> = {}): ProductTransitionContext => ({
  archived: false,
  free: false,
  reviewRequired: true,
  sellerCanSell: true,
  ...over,
});

const CONTEXTS: ProductTransitionContext[] = [false, true].flatMap((archived) =>
  [false, true].flatMap((free) =>
    [false, true].flatMap((reviewRequired) =>
      [false, true].map((sellerCanSell) => ({ archived, free, reviewRequired, sellerCanSell })),
    ),
  ),
);

/** Every combination of state, review state, action and context: 7 × 6 × 7 × 16. */
const ALL = PRODUCT_PUBLISHING_STATES.flatMap((state) =>
  PRODUCT_REVIEW_STATES.flatMap((reviewState) =>
    PRODUCT_TRANSITION_ACTIONS.flatMap((action) => CONTEXTS.map((c) => ({ state, reviewState, action, c }))),
  ),
);

const LIVE_OR_WAITING: readonly ProductPublishingState[] = ["published", "in_review", "publish_pending"];

describe("product transition table, exhaustively", () => {
  it("names every state and only known actions", () => {
    expect(Object.keys(PRODUCT_TRANSITIONS).sort()).toEqual([...PRODUCT_PUBLISHING_STATES].sort());
    for (const row of Object.values(PRODUCT_TRANSITIONS))
      for (const action of Object.keys(row)) expect(PRODUCT_TRANSITION_ACTIONS).toContain(action);
  });

  it("allows exactly the table's entries, and only unarchive on an archived product", () => {
    expect(ALL).toHaveLength(7 * 6 * 7 * 16);
    for (const { state, reviewState, action, c } of ALL) {
      const result = transitionProduct(state, reviewState, action, c);
      const inTable = PRODUCT_TRANSITIONS[state][action] !== undefined;
      const expectedOk = inTable && (c.archived ? action === "unarchive" : action !== "unarchive");
      expect([state, reviewState, action, c, result.ok]).toEqual([state, reviewState, action, c, expectedOk]);
      if (!result.ok)
        expect(result.error).toBe(
          c.archived && action !== "unarchive" ? "product_archived" : "invalid_transition",
        );
    }
  });

  it("keeps its invariants on every allowed transition", () => {
    for (const { state, reviewState, action, c } of ALL) {
      const result = transitionProduct(state, reviewState, action, c);
      if (!result.ok) continue;
      const { next } = result;
      const where = `${state}/${reviewState} ${action} ${JSON.stringify(c)}`;
      // Archived products are never live or waiting.
      if (next.archived) expect(LIVE_OR_WAITING, where).not.toContain(next.state);
      // Published: a paid product was reviewed when its seller needs review, and its seller can sell.
      if (next.state === "published") {
        if (!c.free && c.reviewRequired) expect(next.reviewState, where).toBe("reviewed");
        expect(c.free || c.sellerCanSell, where).toBe(true);
      }
      // Entering review or rejection sets the review state to match.
      if (next.state !== state && next.state === "in_review")
        expect(next.reviewState, where).toBe("in_review");
      if (next.state !== state && next.state === "rejected") expect(next.reviewState, where).toBe("rejected");
      // Only archive and unarchive change the flag.
      if (action !== "archive" && action !== "unarchive") expect(next.archived).toBe(c.archived);
    }
  });
});

describe("product transitions, by example", () => {
  it("publishes a paid product of a reviewed seller into review, then approve publishes it", () => {
    const submitted = transitionProduct("unpublished", "not_for_review", "publish", ctx());
    expect(submitted).toEqual({
      ok: true,
      next: { state: "in_review", reviewState: "in_review", archived: false },
    });
    expect(transitionProduct("in_review", "in_review", "approve", ctx())).toEqual({
      ok: true,
      next: { state: "published", reviewState: "reviewed", archived: false },
    });
  });

  it("publishes directly: free products, sellers without review, reviewed products", () => {
    expect(transitionProduct("unpublished", "not_for_review", "publish", ctx({ free: true }))).toMatchObject({
      next: { state: "published", reviewState: "free" },
    });
    expect(
      transitionProduct("unpublished", "not_for_review", "publish", ctx({ reviewRequired: false })),
    ).toMatchObject({ next: { state: "published", reviewState: "not_for_review" } });
    expect(transitionProduct("unpublished", "reviewed", "publish", ctx())).toMatchObject({
      next: { state: "published", reviewState: "reviewed" },
    });
  });

  it("waits in publish_pending while the seller cannot sell, and re-checks on publish", () => {
    const waiting = transitionProduct(
      "unpublished",
      "not_for_review",
      "publish",
      ctx({ sellerCanSell: false }),
    );
    expect(waiting).toMatchObject({ next: { state: "publish_pending", reviewState: "not_for_review" } });
    expect(transitionProduct("publish_pending", "not_for_review", "publish", ctx())).toMatchObject({
      next: { state: "in_review" },
    });
    // An approval while the seller lost the right to sell keeps the approval and waits.
    expect(
      transitionProduct("in_review", "in_review", "approve", ctx({ sellerCanSell: false })),
    ).toMatchObject({
      next: { state: "publish_pending", reviewState: "reviewed" },
    });
  });

  it("reject, then publish again goes back to review", () => {
    const rejected = transitionProduct("in_review", "in_review", "reject", ctx());
    expect(rejected).toMatchObject({ next: { state: "rejected", reviewState: "rejected" } });
    expect(transitionProduct("rejected", "rejected", "publish", ctx())).toMatchObject({
      next: { state: "in_review", reviewState: "in_review" },
    });
  });

  it("withdrawing from review revokes the request", () => {
    expect(transitionProduct("in_review", "in_review", "unpublish", ctx())).toMatchObject({
      next: { state: "revoked", reviewState: "not_for_review" },
    });
  });

  it("a product a manager took down goes to review even when free or reviewed", () => {
    expect(transitionProduct("published", "reviewed", "admin_unpublish", ctx())).toMatchObject({
      next: { state: "admin_unpublished", reviewState: "reviewed" },
    });
    expect(transitionProduct("admin_unpublished", "reviewed", "publish", ctx({ free: true }))).toMatchObject({
      next: { state: "in_review", reviewState: "in_review" },
    });
    expect(transitionProduct("admin_unpublished", "reviewed", "unpublish", ctx())).toEqual({
      ok: false,
      error: "invalid_transition",
    });
  });

  it("archives only products that are not live, and unarchives them unchanged", () => {
    for (const state of LIVE_OR_WAITING)
      expect(transitionProduct(state, "not_for_review", "archive", ctx()).ok).toBe(false);
    expect(transitionProduct("unpublished", "not_for_review", "archive", ctx())).toMatchObject({
      next: { state: "unpublished", archived: true },
    });
    expect(transitionProduct("unpublished", "not_for_review", "publish", ctx({ archived: true }))).toEqual({
      ok: false,
      error: "product_archived",
    });
    expect(
      transitionProduct("unpublished", "not_for_review", "unarchive", ctx({ archived: true })),
    ).toMatchObject({ next: { state: "unpublished", archived: false } });
  });
});

describe("product lifecycle, as a state machine", () => {
  const step = (
    from: ProductLifecycle,
    action: ProductTransitionAction,
    c: Omit<ProductTransitionContext, "archived">,
  ) => {
    const r = transitionProduct(from.state, from.reviewState, action, { ...c, archived: from.archived });
    return r.ok ? r.next : from;
  };

  it("reaches every publishing state from a new product", () => {
    const start: ProductLifecycle = { state: "unpublished", reviewState: "not_for_review", archived: false };
    const seen = new Map<string, ProductLifecycle>([[JSON.stringify(start), start]]);
    const queue = [start];
    while (queue.length) {
      const from = queue.shift()!;
      for (const action of PRODUCT_TRANSITION_ACTIONS)
        for (const c of CONTEXTS.filter((x) => !x.archived)) {
          const next = step(from, action, c);
          const key = JSON.stringify(next);
          if (!seen.has(key)) {
            seen.set(key, next);
            queue.push(next);
          }
        }
    }
    const states = new Set([...seen.values()].map((l) => l.state));
    expect([...states].sort()).toEqual([...PRODUCT_PUBLISHING_STATES].sort());
    const reviews = new Set<ProductReviewState>([...seen.values()].map((l) => l.reviewState));
    // free_without_fee is the core spec's name for "free"; nothing of ours produces it.
    expect([...reviews].sort()).toEqual(PRODUCT_REVIEW_STATES.filter((s) => s !== "free_without_fee").sort());
  });

  it("property: any run of actions keeps a reviewed seller's paid products unpublished until approved", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PRODUCT_TRANSITION_ACTIONS), { maxLength: 30 }),
        fc.boolean(),
        (actions, sellerCanSell) => {
          let life: ProductLifecycle = {
            state: "unpublished",
            reviewState: "not_for_review",
            archived: false,
          };
          let approvedEver = false;
          for (const action of actions) {
            const next = step(life, action, { free: false, reviewRequired: true, sellerCanSell });
            if (next !== life && action === "approve") approvedEver = true;
            life = next;
            if (life.state === "published") expect(approvedEver).toBe(true);
            if (life.archived) expect(LIVE_OR_WAITING).not.toContain(life.state);
          }
        },
      ),
    );
  });
});
