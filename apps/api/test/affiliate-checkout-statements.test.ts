import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { installStatementCounter, measureSql } from "./support/statement-counter.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { CARD, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { freshBuyer } from "./support/given-fulfilment.ts";
import { givenChain } from "./support/given-affiliate.ts";
import { affiliatePrograms } from "../src/affiliates/tables.ts";

// What attribution costs the checkout's request (checkout-statements.test.ts holds the budget of
// one without affiliate): nothing without a clue, at most two statements with one — the candidate
// look-up and, for a lifetime program, the email binding; an email-bound buyer without other clues
// the binding's look-up and the order's update. (A paid rate's commissions are counted apart.)

installStatementCounter();

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("attribution's statements in the checkout request", () => {
  it("adds none without a clue and at most two with one", async () => {
    const seller = await givenSellingSeller(t.deps);
    const sellable = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
    const g = await givenChain(t.deps, seller.id);
    await t.deps.db
      .update(affiliatePrograms)
      .set({ commissionDuration: "lifetime" })
      .where(eq(affiliatePrograms.id, g.program.id));
    const click = await t.app.inject({
      method: "POST",
      url: "/api/v1/app/affiliate_clicks",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ publisher_id: g.publisher.id, program_id: g.program.id }),
    });
    const cookie = String(click.headers["set-cookie"]).split(";")[0]!;
    let key = 0;
    const texts: string[][] = [];
    const checkout = async (email: string, withCookie: boolean) => {
      const { locale, ...payer } = freshBuyer();
      const { result, count } = await measureSql(() =>
        call(t.app, "POST", "/shop/checkout", {
          body: {
            product_id: sellable.product.id,
            pricing_plan_id: sellable.plans[0]!.id,
            payment_method: "card",
            payment_data: CARD(),
            payer: { ...payer, email },
            locale,
            accept_terms: true,
          },
          headers: { "idempotency-key": `aff-statements-${++key}`, ...(withCookie ? { cookie } : {}) },
        }),
      );
      expect(result.status).toBe(200);
      texts.push(count.texts);
      return count.statements;
    };
    // Warm what is cached per process, as checkout-statements.test.ts does.
    await checkout(freshBuyer().email, false);
    const plain = await checkout(freshBuyer().email, false);
    const bound = freshBuyer().email;
    const clicked = await checkout(bound, true);
    const byEmail = await checkout(bound, false);
    const again = await checkout(freshBuyer().email, false);
    console.log(`checkout statements: plain ${plain}, by cookie (lifetime) ${clicked}, by email ${byEmail}`);
    // What attribution added, for a failure message that says what crept in.
    const added = (i: number) => {
      const rest = [...texts[1]!];
      return texts[i]!.filter((s) => {
        const at = rest.indexOf(s);
        if (at < 0) return true;
        rest.splice(at, 1);
        return false;
      });
    };
    expect(again).toBe(plain);
    // The paid first rate books its commissions in the same request: the commissions' statements,
    // not attribution's (affiliate-commissions.test.ts); the publishers' commission-mail job rides
    // in the checkout's one job insert (platform/jobs/insert-many.ts).
    const attribution = (i: number) =>
      added(i).filter((sql) => !/affiliate_commissions|INSERT INTO pgboss\.job/i.test(sql));
    expect(added(2)).toHaveLength(clicked - plain);
    expect(attribution(2).length, attribution(2).join("\n")).toBeLessThanOrEqual(2);
    expect(added(3)).toHaveLength(byEmail - plain);
    expect(attribution(3).length, attribution(3).join("\n")).toBeLessThanOrEqual(2);
  });
});
