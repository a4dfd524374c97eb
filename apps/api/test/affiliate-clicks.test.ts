import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { givenChain } from "./support/given-affiliate.ts";
import { givenUser } from "./support/users.ts";
import { affiliateClicks, affiliateNodes, affiliatePrograms } from "../src/affiliates/tables.ts";

// Click tracking (issue 14): the click call, the affiliate link and the checkout page's ?pid=
// record a click of an accepted publisher and set the seller's attribution cookie from the
// server; anything else records nothing and never breaks the buyer's page; a flood is limited.

const CLICK_LIMIT = 100;
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_CHECK: String(CLICK_LIMIT) });
});
afterAll(() => t.close());

let ips = 0;
/** Each test clicks from an address of its own, so only the flood test meets the limit. */
const freshIp = () => `10.1.${Math.floor(++ips / 250)}.${ips % 250}`;

async function given() {
  const seller = await givenSellingSeller(t.deps);
  const sellable = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
  const chain = await givenChain(t.deps, seller.id);
  return { seller, sellable, ...chain };
}

function click(body: Record<string, unknown>, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/app/affiliate_clicks",
    remoteAddress: ip,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

const clicksOf = (publisherId: number) =>
  t.deps.db.select().from(affiliateClicks).where(eq(affiliateClicks.publisherId, publisherId));

const setCookie = (res: { headers: Record<string, unknown> }) => {
  const value = res.headers["set-cookie"];
  return Array.isArray(value) ? value.join("\n") : ((value as string | undefined) ?? "");
};

describe("the click call", () => {
  it("records the click and sets the seller's cookie from the server for the program's cookie days", async () => {
    const g = await given();
    const res = await click({ publisher_id: g.publisher.id, program_id: g.program.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().click_token).toMatch(/^\d+\.\d+\.\d+\.[\w-]+$/);
    const cookie = setCookie(res);
    expect(cookie).toContain(`sw_aff_${g.seller.id}=${res.json().click_token}`);
    // 180 days by default: a server-set cookie, so no seven-day cap of script-set cookies applies.
    expect(cookie).toContain(`Max-Age=${180 * 86400}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const rows = await clicksOf(g.publisher.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sellerId: g.seller.id, programId: g.program.id, productId: null });
  });

  it("lives as many days as the program says", async () => {
    const g = await given();
    await t.deps.db
      .update(affiliatePrograms)
      .set({ cookiesExpire: 30 })
      .where(eq(affiliatePrograms.id, g.program.id));
    const res = await click({ publisher_id: g.publisher.id, product_id: g.sellable.product.id });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)).toContain(`Max-Age=${30 * 86400}`);
    // Found by the product alone: the seller's program covering it in which the publisher is accepted.
    expect((await clicksOf(g.publisher.id))[0]).toMatchObject({ productId: g.sellable.product.id });
  });

  it("records nothing for an unknown, foreign or not accepted publisher, and answers 204 without a cookie", async () => {
    const g = await given();
    const other = await given();
    const stranger = await givenUser(t.deps, { profiles: ["publisher"] });
    await t.deps.db
      .update(affiliateNodes)
      .set({ state: "canceled" })
      .where(eq(affiliateNodes.publisherId, g.recruiter.id));
    const attempts = [
      { publisher_id: 999_999_999, program_id: g.program.id },
      { publisher_id: stranger.id, program_id: g.program.id },
      // another seller's program, and another seller's product
      { publisher_id: g.publisher.id, program_id: other.program.id },
      { publisher_id: g.publisher.id, product_id: other.sellable.product.id },
      { publisher_id: g.recruiter.id, program_id: g.program.id },
      { publisher_id: g.publisher.id },
    ];
    for (const body of attempts) {
      const res = await click(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(204);
      expect(setCookie(res)).toBe("");
    }
    for (const id of [stranger.id, g.publisher.id, g.recruiter.id])
      expect(await clicksOf(id)).toHaveLength(0);
  });
});

describe("the affiliate link /aff/{program}/{publisher}", () => {
  it("records the click, sets the cookie and sends the buyer to the product's checkout", async () => {
    const g = await given();
    const res = await t.app.inject({
      url: `/aff/${g.program.id}/${g.publisher.id}?product_id=${g.sellable.product.id}&utm_source=news`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/s/${g.seller.username}/${g.sellable.product.slug}`);
    expect(setCookie(res)).toContain(`sw_aff_${g.seller.id}=`);
    expect(await clicksOf(g.publisher.id)).toHaveLength(1);
  });

  it("forwards the link's parameters when the program says so, and goes to the shop without a product", async () => {
    const g = await given();
    await t.deps.db
      .update(affiliatePrograms)
      .set({ forwardUrlParams: true })
      .where(eq(affiliatePrograms.id, g.program.id));
    const withProduct = await t.app.inject({
      url: `/aff/${g.program.id}/${g.publisher.id}?product_id=${g.sellable.product.id}&utm_source=news&utm_medium=mail`,
      remoteAddress: freshIp(),
    });
    expect(withProduct.headers.location).toBe(
      `/s/${g.seller.username}/${g.sellable.product.slug}?utm_source=news&utm_medium=mail`,
    );
    const shop = await t.app.inject({
      url: `/aff/${g.program.id}/${g.publisher.id}`,
      remoteAddress: freshIp(),
    });
    expect(shop.headers.location).toBe(`/s/${g.seller.username}`);
  });

  it("sends a foreign publisher's buyer on without a click, and answers 404 for no program", async () => {
    const g = await given();
    const stranger = await givenUser(t.deps, { profiles: ["publisher"] });
    const res = await t.app.inject({ url: `/aff/${g.program.id}/${stranger.id}`, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/s/${g.seller.username}`);
    expect(setCookie(res)).toBe("");
    expect(await clicksOf(stranger.id)).toHaveLength(0);
    const none = await t.app.inject({ url: `/aff/999999999/${g.publisher.id}`, remoteAddress: freshIp() });
    expect(none.statusCode).toBe(404);
  });
});

describe("the checkout page with ?pid=", () => {
  it("records the click and sets the cookie; a foreign publisher id records nothing and the page still renders", async () => {
    const g = await given();
    const page = `/s/${g.seller.username}/${g.sellable.product.slug}`;
    const res = await t.app.inject({ url: `${page}?pid=${g.publisher.id}`, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(setCookie(res)).toContain(`sw_aff_${g.seller.id}=`);
    expect(await clicksOf(g.publisher.id)).toHaveLength(1);

    const stranger = await givenUser(t.deps, { profiles: ["publisher"] });
    for (const pid of [String(stranger.id), "999999999", "abc", "-1"]) {
      const foreign = await t.app.inject({ url: `${page}?pid=${pid}`, remoteAddress: freshIp() });
      expect(foreign.statusCode, pid).toBe(200);
      expect(setCookie(foreign)).toBe("");
    }
    expect(await clicksOf(stranger.id)).toHaveLength(0);
  });
});

describe("a flood of clicks from one address", () => {
  it(`records at most ${CLICK_LIMIT} a window, never refuses, and the checkout page still answers`, async () => {
    const g = await given();
    const ip = "10.9.9.9";
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        click({ publisher_id: g.publisher.id, program_id: g.program.id }, ip),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 204)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(CLICK_LIMIT);
    expect(await clicksOf(g.publisher.id)).toHaveLength(CLICK_LIMIT);
    const page = await t.app.inject({
      url: `/s/${g.seller.username}/${g.sellable.product.slug}?pid=${g.publisher.id}`,
      remoteAddress: ip,
    });
    expect(page.statusCode).toBe(200);
    expect(await clicksOf(g.publisher.id)).toHaveLength(CLICK_LIMIT);
  });
});

describe("the click call from another site (the embed script)", () => {
  it("answers the preflight and the call with CORS for any origin", async () => {
    const g = await given();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/v1/app/affiliate_clicks",
      headers: {
        origin: "https://blog.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(String(preflight.headers["access-control-allow-headers"])).toContain("content-type");
    const res = await click({ publisher_id: g.publisher.id, program_id: g.program.id });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.json().click_token).toBeTruthy();
  });
});

describe("an on_page embed loaded again", () => {
  it("counts a visitor once per publisher, program and day when it sends back today's click_token", async () => {
    const g = await given();
    const ip = freshIp();
    const first = await click({ publisher_id: g.publisher.id, program_id: g.program.id }, ip);
    const token = first.json().click_token as string;
    // Nine more page loads carrying the token: the same click answered, nothing recorded.
    for (let i = 0; i < 9; i++) {
      const again = await click(
        { publisher_id: g.publisher.id, program_id: g.program.id, click_token: token },
        ip,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().click_token).toBe(token);
      expect(setCookie(again)).toContain(`sw_aff_${g.seller.id}=${token}`);
    }
    expect(await clicksOf(g.publisher.id)).toHaveLength(1);

    // Another publisher's token, an altered one, or another program's: a click of its own.
    const other = await given();
    const foreign = await click(
      { publisher_id: other.publisher.id, program_id: other.program.id, click_token: token },
      ip,
    );
    expect(foreign.json().click_token).not.toBe(token);
    expect(await clicksOf(other.publisher.id)).toHaveLength(1);
    await click(
      { publisher_id: g.publisher.id, program_id: g.program.id, click_token: `${token.slice(0, -2)}xx` },
      ip,
    );
    expect(await clicksOf(g.publisher.id)).toHaveLength(2);

    // The next day the kept token is yesterday's: one new click, then that one is reused.
    t.clock.advance(86_400_000);
    const tomorrow = await click(
      { publisher_id: g.publisher.id, program_id: g.program.id, click_token: token },
      ip,
    );
    expect(tomorrow.json().click_token).not.toBe(token);
    await click(
      { publisher_id: g.publisher.id, program_id: g.program.id, click_token: tomorrow.json().click_token },
      ip,
    );
    expect(await clicksOf(g.publisher.id)).toHaveLength(3);
  });
});
