import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { buyAttributed, givenChain } from "./support/given-affiliate.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";
import { fetchPdf } from "./support/billing.ts";
import { users } from "../src/identity/index.ts";
import { publisherCreditMemos } from "../src/affiliates/tables.ts";

// A publisher's self-billing credit memo (Gutschrift) by their VAT status (docs/affiliates.md
// "Self-billing credit memo"): § 19 small business, German VAT payer, EU reverse charge, outside
// the EU — each read back from the PDF the publisher downloads.

const DAY = 86_400_000;
const PLATFORM_VAT_ID = "DE811111111";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ PLATFORM_VAT_ID });
});
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `memo-vat-${process.pid}-${++keys}` });

const address = { street: "Ring 1", zip: "1010", city: "Wien", tax_number: "" };
const CASES = [
  {
    name: "German small business",
    locale: "de" as const,
    profile: { company: "Klein Media", country: "DE", vat_id: "", vat_payer: false },
    amounts: { netAmount: 2000, vatAmount: 0, grossAmount: 2000 },
    printed: ["Gutschrift", "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet", "20,00 €"],
    absent: ["USt. 19", PLATFORM_VAT_ID],
  },
  {
    name: "German VAT payer",
    locale: "en" as const,
    profile: { company: "Muster Media GmbH", country: "DE", vat_id: "DE123456789", vat_payer: true },
    amounts: { netAmount: 1681, vatAmount: 319, grossAmount: 2000 },
    printed: ["VAT 19 %", "16.81 €", "3.19 €", "20.00 €", "DE123456789"],
    absent: ["reverse charge", "§ 19 UStG", PLATFORM_VAT_ID],
  },
  {
    name: "Austrian business (reverse charge)",
    locale: "de" as const,
    profile: { company: "Alpen Media GmbH", country: "AT", vat_id: "ATU12345678", vat_payer: true },
    amounts: { netAmount: 2000, vatAmount: 0, grossAmount: 2000 },
    printed: [
      "Steuerschuldnerschaft des Leistungsempfängers / reverse charge",
      "USt-IdNr.: ATU12345678",
      `USt-IdNr. des Leistungsempfängers: ${PLATFORM_VAT_ID}`,
    ],
    absent: ["USt. 19", "§ 19 UStG"],
  },
  {
    name: "publisher outside the EU",
    locale: "en" as const,
    profile: { company: "Pacific Deals LLC", country: "US", vat_id: "", vat_payer: false },
    amounts: { netAmount: 2000, vatAmount: 0, grossAmount: 2000 },
    printed: ["Not taxable in Germany", "20.00 €"],
    absent: ["VAT 19", "reverse charge", PLATFORM_VAT_ID],
  },
];

async function paidOut(token: string) {
  const res = await call(t.app, "GET", "/publish/payouts_balance", { token });
  return res.body.list.find((b: { currency: string }) => b.currency === "eur")?.paid_out ?? 0;
}

describe("the self-billing credit memo's VAT", () => {
  it("follows each publisher's VAT status: net, VAT and gross sum exactly and the PDF says why", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const publishers = [];
    for (const c of CASES) {
      const chain = await givenChain(t.deps, seller.id, [2000]);
      await t.deps.db.update(users).set({ locale: c.locale }).where(eq(users.id, chain.publisher.id));
      const token = (await signIn(t.app, chain.publisher.email)).access_token;
      await verifySellerForPayouts(t, token);
      const saved = await call(t.app, "PUT", "/publish/profile", {
        token,
        body: { publisher_profile: { display_name: c.name, website: "", ...address, ...c.profile } },
      });
      expect(saved.status).toBe(200);
      await buyAttributed(t.app, t.deps, product, chain.terms());
      publishers.push({ c, chain });
    }
    t.clock.advance(REFUND_WINDOW_MS + DAY);

    for (const { c, chain } of publishers) {
      const token = (await signIn(t.app, chain.publisher.email)).access_token;
      const paid = await call(t.app, "POST", "/publish/payouts", {
        token,
        body: { currency: "eur" },
        headers: key(),
      });
      expect(paid.status, c.name).toBe(201);
      await until(
        () => paidOut(token),
        (p) => p === 2000,
      );
      const [memo] = await t.deps.db
        .select()
        .from(publisherCreditMemos)
        .where(eq(publisherCreditMemos.payoutId, paid.body.payout.id));
      expect(memo, c.name).toMatchObject(c.amounts);
      expect(memo!.netAmount + memo!.vatAmount).toBe(memo!.grossAmount);
      const pdf = await fetchPdf(t.app, `/api/v1/publish/payouts/${paid.body.payout.id}/credit_memo`, token);
      expect(pdf.status).toBe(200);
      const text = pdf.text.replace(/\s+/g, " ");
      for (const words of c.printed) expect(text, c.name).toContain(words);
      for (const words of c.absent) expect(text, c.name).not.toContain(words);
    }
  }, 240_000);

  it("asks a VAT payer in another EU country for their VAT id, in the asker's language, and saves nothing", async () => {
    const chain = await givenChain(t.deps, (await givenSellingSeller(t.deps)).id, [1000]);
    const token = (await signIn(t.app, chain.publisher.email)).access_token;
    const before = (await call(t.app, "GET", "/publish/profile", { token })).body;
    const refused = await call(t.app, "PUT", "/publish/profile", {
      token,
      locale: "de",
      body: {
        publisher_profile: { company: "Alpen Media GmbH", country: "AT", vat_id: "", vat_payer: true },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: "INVALID_INPUT", param: "publisher_profile.vat_id" },
    });
    expect((await call(t.app, "GET", "/publish/profile", { token })).body).toEqual(before);
    // Not a VAT payer: no VAT id needed (no reverse charge, nothing to print).
    const small = await call(t.app, "PUT", "/publish/profile", {
      token,
      body: { publisher_profile: { company: "Alpen Media", country: "AT", vat_id: "", vat_payer: false } },
    });
    expect(small.status).toBe(200);
  });
});
