import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { publisherAccount, REFUND_WINDOW_MS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { buyAttributed, givenChain } from "./support/given-affiliate.ts";
import {
  DE_BANK,
  INDIVIDUAL_HEAD_QUARTER,
  KYC_PDF,
  LEGAL_REPRESENTATIVE,
  until,
  verifySellerForPayouts,
} from "./support/verification.ts";
import { givenUser } from "./support/users.ts";
import { multipart } from "./support/multipart.ts";
import { applyPayoutEvent, payouts } from "../src/payouts/index.ts";
import { publisherCreditMemos, publisherProfiles } from "../src/affiliates/tables.ts";
import { fetchPdf } from "./support/billing.ts";

// Issue 14: publishers are payees (publisher:{userId}) with the payout routes under /publish —
// their commissions wait out the refund window, are paid out through the sandbox, and a refund
// after a payout leaves a negative balance that the next commissions settle.

const DAY = 86_400_000;

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `publisher-payout-${process.pid}-${++keys}` });

async function balance(token: string) {
  const res = await call(t.app, "GET", "/publish/payouts_balance", { token });
  expect(res.status).toBe(200);
  return res.body.list.find((b: { currency: string }) => b.currency === "eur");
}

/** A file upload to the publisher's own files (only KYC documents are theirs to upload). */
async function publishUpload(token: string, purpose: string) {
  const { body, contentType, length } = multipart([
    { name: "file", filename: "id-front.pdf", content: KYC_PDF, contentType: "application/pdf" },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/publish/files?purpose=${purpose}`,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": contentType,
      ...(length !== undefined ? { "content-length": String(length) } : {}),
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

describe("a publisher's payouts", () => {
  it("pay out commissions after the refund window; a refund after a payout makes the next one smaller", async () => {
    const seller = await givenSellingSeller(t.deps);
    // 100.00, of which the publisher earns 20 %.
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const chain = await givenChain(t.deps, seller.id, [2000]);
    const { publisher } = chain;
    let token = (await signIn(t.app, publisher.email)).access_token;
    await verifySellerForPayouts(t, token);

    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());
    expect(await balance(token)).toEqual({
      currency: "eur",
      pending: 2000,
      available: 0,
      on_hold: 0,
      paid_out: 0,
    });
    const early = await call(t.app, "POST", "/publish/payouts", {
      token,
      body: { currency: "eur" },
      headers: key(),
    });
    expect(early.status).toBe(409);

    t.clock.advance(REFUND_WINDOW_MS + DAY);
    token = (await signIn(t.app, publisher.email)).access_token;
    expect(await balance(token)).toMatchObject({ pending: 0, available: 2000 });
    const paid = await call(t.app, "POST", "/publish/payouts", {
      token,
      body: { currency: "eur" },
      headers: key(),
    });
    expect(paid.status).toBe(201);
    expect(paid.body.payout).toMatchObject({ amount: 2000, fee: 0, currency: "eur" });
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, paid.body.payout.id));
    expect(row!.payee).toBe(publisherAccount(publisher.id));
    await until(
      () => balance(token),
      (b) => b.paid_out === 2000,
    );
    expect((await call(t.app, "GET", "/publish/payouts", { token })).body.list).toMatchObject([
      { id: paid.body.payout.id, amount: 2000 },
    ]);
    // Its self-billing credit memo: numbered per publisher, the amount, no VAT (not a VAT payer).
    const memo = await fetchPdf(t.app, `/api/v1/publish/payouts/${paid.body.payout.id}/credit_memo`, token);
    expect(memo.status).toBe(200);
    expect(memo.headers["content-type"]).toContain("application/pdf");
    const [first] = await t.deps.db
      .select()
      .from(publisherCreditMemos)
      .where(eq(publisherCreditMemos.payoutId, paid.body.payout.id));
    expect(first).toMatchObject({ netAmount: 2000, vatAmount: 0, grossAmount: 2000 });
    expect(first!.number).toMatch(/^GS-\d{4}-1$/);
    expect(memo.text).toContain(first!.number);
    expect(memo.text).toContain("20.00 €");
    expect(memo.text).toContain("Credit memo (self-billing)");
    // A repeated provider event issues no second memo.
    await applyPayoutEvent(t.deps, paid.body.payout.id, { event: "succeed" });
    expect(
      await t.deps.db
        .select()
        .from(publisherCreditMemos)
        .where(eq(publisherCreditMemos.publisherId, publisher.id)),
    ).toHaveLength(1);
    // Nobody else's: another publisher, or the seller, gets a 404 / 403.
    const other = await givenChain(t.deps, seller.id, [1000]);
    const otherToken = (await signIn(t.app, other.publisher.email)).access_token;
    expect(
      (await fetchPdf(t.app, `/api/v1/publish/payouts/${paid.body.payout.id}/credit_memo`, otherToken))
        .status,
    ).toBe(404);

    // The buyer gets the whole order back after the payout: the publisher owes the commission.
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token: sellerToken,
      body: { amount: 10_000 },
      headers: key(),
    });
    expect(refund.status).toBeLessThan(300);
    expect(await balance(token)).toMatchObject({ pending: 0, available: -2000, paid_out: 2000 });
    const held = await call(t.app, "GET", "/publish/payouts_held_reasons", { token });
    expect(held.body.reasons).toEqual([{ code: "negative_balance", link: "/publish/payouts_balance" }]);

    // Two more sales: once their window passed, the first settles the debt, the second is paid out.
    await buyAttributed(t.app, t.deps, product, chain.terms());
    await buyAttributed(t.app, t.deps, product, chain.terms());
    t.clock.advance(REFUND_WINDOW_MS + DAY);
    token = (await signIn(t.app, publisher.email)).access_token;
    expect(await balance(token)).toMatchObject({ pending: 0, available: 2 * 2000 - 2000 });
    const next = await call(t.app, "POST", "/publish/payouts", {
      token,
      body: { currency: "eur" },
      headers: key(),
    });
    expect(next.status).toBe(201);
    expect(next.body.payout.amount).toBe(2000);
    // Meanwhile a VAT payer: once paid, the second memo shows 19 % VAT in the 20.00, and counts on.
    await t.deps.db
      .insert(publisherProfiles)
      .values({ userId: publisher.id, company: "Muster Media GmbH", vatId: "DE123456789", vatPayer: true });
    await until(
      () => balance(token),
      (b) => b.paid_out === 4000,
    );
    const [second] = await t.deps.db
      .select()
      .from(publisherCreditMemos)
      .where(eq(publisherCreditMemos.payoutId, next.body.payout.id));
    expect(second).toMatchObject({ netAmount: 1681, vatAmount: 319, grossAmount: 2000 });
    if (second!.number.slice(0, 7) === first!.number.slice(0, 7))
      expect(second!.number).toBe(`${first!.number.slice(0, 7)}-2`);
    const pdf = await fetchPdf(t.app, `/api/v1/publish/payouts/${next.body.payout.id}/credit_memo`, token);
    expect(pdf.text).toContain("Muster Media GmbH");
    expect(pdf.text).toContain("DE123456789");
    expect(pdf.text).toContain("3.19 €");
  });

  it("verifies a publisher like a seller, under /publish, and says so while held", async () => {
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    const token = (await signIn(t.app, publisher.email)).access_token;
    const held = await call(t.app, "GET", "/publish/payouts_held_reasons", { token });
    expect(held.body.reasons.map((r: { code: string; link: string }) => [r.code, r.link])).toEqual([
      ["missing_verification", "/publish/legitimation"],
      ["bank_account_not_active", "/publish/bank_accounts"],
      ["below_minimum", "/publish/payouts_settings"],
    ]);
    const started = await call(t.app, "PUT", "/publish/legitimation/head_quarter", {
      token,
      body: INDIVIDUAL_HEAD_QUARTER,
    });
    expect(started.status).toBe(200);
    expect((await call(t.app, "GET", "/publish/legitimation", { token })).body.legitimation).toMatchObject({
      step: "legal_representative",
    });
    // Every step through /publish, the KYC document uploaded to the publisher's own files.
    const rep = await call(t.app, "PUT", "/publish/legitimation/legal_representative", {
      token,
      body: LEGAL_REPRESENTATIVE,
    });
    expect(rep.status).toBe(200);
    const file = await publishUpload(token, "kyc_document");
    expect(file.status).toBe(201);
    expect((await publishUpload(token, "product_image")).status).toBe(400);
    const doc = await call(t.app, "POST", "/publish/legitimation/documents", {
      token,
      body: { kind: "id_from_front", file_id: file.body.file.id },
    });
    expect(doc.status).toBe(201);
    const review = await call(t.app, "POST", "/publish/legitimation/request_review", { token });
    expect(review.body.legitimation).toMatchObject({ step: "requested" });
    const added = await call(t.app, "POST", "/publish/bank_accounts", {
      token,
      body: { owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" },
    });
    expect(added.status).toBe(201);
    expect((await call(t.app, "GET", "/publish/bank_accounts", { token })).body.list).toHaveLength(1);
    // Their own only: the seller's cabinet shows none of it, and a seller has no /publish.
    const seller = await givenSellingSeller(t.deps);
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    expect((await call(t.app, "GET", "/cabinet/bank_accounts", { token: sellerToken })).body.list).toEqual(
      [],
    );
    expect((await call(t.app, "GET", "/publish/bank_accounts", { token: sellerToken })).status).toBe(403);
  });

  it("keeps the publisher's money apart from their own sales and from other publishers", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id);
    const chain = await givenChain(t.deps, seller.id, [1000, 500]);
    await buyAttributed(t.app, t.deps, product, chain.terms());
    const own = (await signIn(t.app, chain.publisher.email)).access_token;
    const recruiter = (await signIn(t.app, chain.recruiter.email)).access_token;
    expect(await balance(own)).toMatchObject({ pending: 490 });
    // Each commission is a transfer of the publisher's, pending for the refund window.
    const transfers = await call(t.app, "GET", "/publish/transfers", { token: own });
    expect(transfers.status).toBe(200);
    expect(transfers.body.list).toHaveLength(1);
    expect(transfers.body.list[0]).toMatchObject({ state: "pending" });
    expect(JSON.stringify(transfers.body.list[0])).toContain("490");
    expect(await balance(recruiter)).toMatchObject({ pending: 245 });
    // As a seller, the publisher has sold nothing.
    const asSeller = await call(t.app, "GET", "/cabinet/payouts_balance", { token: own });
    expect(asSeller.body.list.every((b: { pending: number }) => b.pending === 0)).toBe(true);
    // The seller has no publisher area.
    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    expect((await call(t.app, "GET", "/publish/payouts_balance", { token: sellerToken })).status).toBe(403);
  });
});
