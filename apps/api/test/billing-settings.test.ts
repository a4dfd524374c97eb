import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { calendarDateOf, toIsoDate } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenTeam } from "./support/users.ts";
import { sellerProfiles } from "../src/catalog/index.ts";
import { applyDueVatChanges, invoices, pendingVatChanges } from "../src/billing/index.ts";
import {
  buy,
  documentsOf,
  fetchPdf,
  givenBillingSeller,
  givenProductOf,
  issueInvoicesOf,
  SMALL_BUSINESS_SELLER,
  VAT_SELLER,
} from "./support/billing.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

const PATH = "/cabinet/settings/invoices";
const DAY = 24 * 60 * 60 * 1000;
const BERLIN = "Europe/Berlin";

/** A calendar day in Germany, `days` after the test clock's today. */
const berlinDay = (days: number) =>
  toIsoDate(calendarDateOf(new Date(t.clock.now().getTime() + days * DAY), BERLIN)!);

async function sellerWith(profile: Record<string, unknown> = VAT_SELLER) {
  const seller = await givenBillingSeller(t.deps, profile);
  const token = (await signIn(t.app, seller.email)).access_token;
  const api = {
    get: (locale?: string) => call(t.app, "GET", PATH, { token, locale }),
    put: (body: unknown, locale?: string) => call(t.app, "PUT", PATH, { token, body, locale }),
    schedule: (body: unknown, locale?: string) =>
      call(t.app, "PUT", `${PATH}/pending_vat_change`, { token, body, locale }),
    cancel: () => call(t.app, "DELETE", `${PATH}/pending_vat_change`, { token }),
  };
  return { seller, token, api };
}

async function profileRow(sellerId: number) {
  const [row] = await t.deps.db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, sellerId));
  return row!;
}

describe("invoice number formats", () => {
  it("start as the defaults and preview the next numbers", async () => {
    const { api } = await sellerWith();
    const res = await api.get();
    expect(res.status).toBe(200);
    const { year, month } = res.body.invoice_settings.counters;
    expect(res.body.invoice_settings).toEqual({
      invoice_number_format: "RE-{YYYY}-{NNNNN}",
      credit_memo_number_format: "GS-{YYYY}-{NNNNN}",
      next_invoice_number: `RE-${year}-00001`,
      next_credit_memo_number: `GS-${year}-00001`,
      counters: {
        year,
        month,
        invoice: { yearly: 1, running: 1 },
        credit_memo: { yearly: 1, running: 1 },
      },
      vat: { vat_payer: true, vat_exemption_reason: null, vat_no: "DE123456789" },
      pending_vat_change: null,
    });
  });

  it("refuse a bad format with a translated error naming the field, changing nothing", async () => {
    const { api } = await sellerWith();
    const before = (await api.get()).body.invoice_settings;
    const cases: [Record<string, string>, string, string][] = [
      [
        { invoice_number_format: "RE-{YYYY}", credit_memo_number_format: "GS-{NNN}" },
        "invoice_number_format",
        "Das Nummernformat braucht genau einen Zähler, zum Beispiel {NNNNN}.",
      ],
      [
        { invoice_number_format: `RE-${"X".repeat(40)}-{NNN}`, credit_memo_number_format: "GS-{NNN}" },
        "invoice_number_format",
        "Zu lang: höchstens 40 Zeichen.",
      ],
      [
        { invoice_number_format: "RE-{NNN}", credit_memo_number_format: "RE-{NNNN}" },
        "credit_memo_number_format",
        "Das Format der Gutschriften muss sich vom Rechnungsformat in Buchstaben oder Trennzeichen unterscheiden, nicht nur in Ziffern, damit eine Gutschrift nie die Nummer einer Rechnung erhält.",
      ],
      [
        { invoice_number_format: "RE-{NNN}", credit_memo_number_format: "GS-{FOO}-{NNN}" },
        "credit_memo_number_format",
        "Dieser Text verwendet einen Platzhalter, den es nicht gibt.",
      ],
    ];
    for (const [body, param, message] of cases) {
      const res = await api.put(body, "de");
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "INVALID_INPUT", param });
      expect(res.body.error.message).toBe(`${param}: ${message}`);
      expect(res.body.error.details).toEqual([{ param, code: expect.any(String), message }]);
    }
    expect((await api.get()).body.invoice_settings).toEqual(before);
  });

  it("number the seller's next documents; a mid-year change continues the counter, never reusing a number", async () => {
    const { seller, api } = await sellerWith();
    const product = await givenProductOf(t.deps, seller.id);
    const sell = async () => {
      const order = await buy(t.app, t.deps, product);
      await issueInvoicesOf(t.deps, order.id);
      return (await documentsOf(t.deps, order.id))[0]!;
    };
    const first = await sell();
    const year = first.year;
    // Sandbox sales are test mode: numbered in their own series, prefixed.
    expect(first.number).toBe(`TEST-RE-${year}-00001`);

    const saved = await api.put({
      invoice_number_format: " INV-{YYYY}-{NNNN} ",
      credit_memo_number_format: "CR-{YY}{MM}-{NNNN}",
    });
    expect(saved.status).toBe(200);
    const month = saved.body.invoice_settings.counters.month as number;
    expect(saved.body.invoice_settings).toMatchObject({
      invoice_number_format: "INV-{YYYY}-{NNNN}",
      credit_memo_number_format: "CR-{YY}{MM}-{NNNN}",
      // Test sales never use the real counters up.
      next_invoice_number: `INV-${year}-0001`,
      next_credit_memo_number: `CR-${String(year).slice(2)}${String(month).padStart(2, "0")}-0001`,
    });
    // The year's counter goes on under the new format.
    expect((await sell()).number).toBe(`TEST-INV-${year}-0002`);
    // A format without the year counts on a counter of its own that never restarts …
    await api.put({ invoice_number_format: "INV-{NNNN}", credit_memo_number_format: "CR-{NNNN}" });
    expect((await sell()).number).toBe("TEST-INV-0001");
    // … and going back continues the year's.
    await api.put({ invoice_number_format: "INV-{YYYY}-{NNNN}", credit_memo_number_format: "CR-{NNNN}" });
    const back = await sell();
    expect(back.number).toBe(`TEST-INV-${year}-0003`);

    // Should a number the next sale would print exist already (formats crafted to print alike),
    // it is passed over, not issued twice.
    const { id: _id, ...copy } = back;
    await t.deps.db
      .insert(invoices)
      .values({ ...copy, orderRateId: null, number: `TEST-INV-${year}-0004`, sequence: 4 });
    expect((await sell()).number).toBe(`TEST-INV-${year}-0005`);
  });

  it("are the seller's and a team member's; sales team members and strangers cannot see them", async () => {
    const { seller } = await sellerWith();
    const { member, sales } = await givenTeam(t.deps, seller.id);
    const headers = { "x-seller-id": String(seller.id) };
    const as = async (email: string) => (await signIn(t.app, email)).access_token;
    const memberToken = await as(member.email);
    const saved = await call(t.app, "PUT", PATH, {
      token: memberToken,
      headers,
      body: { invoice_number_format: "T-{NNN}", credit_memo_number_format: "TG-{NNN}" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.invoice_settings.next_invoice_number).toBe("T-001");
    expect((await call(t.app, "GET", PATH, { token: await as(sales.email), headers })).status).toBe(403);
    const stranger = await sellerWith();
    expect((await call(t.app, "GET", PATH, { token: stranger.token, headers })).status).toBe(404);
    expect((await call(t.app, "GET", PATH)).status).toBe(401);
  });
});

describe("a pending VAT change", () => {
  it("is checked like the profile: reason without VAT, a well-formed VAT id, a day after today", async () => {
    const { api } = await sellerWith(SMALL_BUSINESS_SELLER);
    const tomorrow = berlinDay(1);
    const bad = await api.schedule(
      { vat_payer: false, vat_exemption_reason: null, effective_on: berlinDay(0) },
      "de",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { param: "vat_exemption_reason", code: "required", message: "Dieses Feld ist erforderlich." },
      {
        param: "effective_on",
        code: "date_not_in_future",
        message: "Bitte wähle einen Tag nach dem heutigen.",
      },
    ]);
    const wrongVat = await api.schedule({ vat_payer: true, vat_no: "DE12", effective_on: tomorrow }, "de");
    expect(wrongVat.body.error.details).toEqual([
      { param: "vat_no", code: "wrong_vat", message: "Ungültige USt-IdNr." },
    ]);
    const noVat = await api.schedule({ vat_payer: true, effective_on: tomorrow });
    expect(noVat.body.error.details).toEqual([
      { param: "vat_no", code: "required", message: "This field is required." },
    ]);
    const noDay = await api.schedule({ vat_payer: true, vat_no: "DE136695976", effective_on: "2031-02-30" });
    expect(noDay.body.error.param).toBe("effective_on");
    expect((await api.get()).body.invoice_settings.pending_vat_change).toBeNull();
  });

  it("needs the tax number on the profile before leaving the VAT id behind", async () => {
    const { taxNumber: _a, taxNumberType: _b, taxIssuanceCountryCode: _c, ...withoutTaxNumber } = VAT_SELLER;
    const { api } = await sellerWith(withoutTaxNumber);
    const res = await api.schedule(
      { vat_payer: false, vat_exemption_reason: "small_business", effective_on: berlinDay(1) },
      "en",
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      {
        param: "vat_payer",
        code: "tax_number_required",
        message:
          "Add your tax number to your seller profile first: invoices of a seller without VAT id must name it.",
      },
    ]);
  });

  it("invoices from its day on under the new settings, then moves into the profile", async () => {
    const { seller, api } = await sellerWith(SMALL_BUSINESS_SELLER);
    const product = await givenProductOf(t.deps, seller.id);
    const day = berlinDay(2);
    const scheduled = await api.schedule({ vat_payer: true, vat_no: "de 136 695 976", effective_on: day });
    expect(scheduled.status).toBe(200);
    const pending = scheduled.body.invoice_settings.pending_vat_change;
    expect(pending).toMatchObject({
      vat_payer: true,
      vat_no: "DE136695976",
      vat_exemption_reason: null,
      effective_on: day,
      state: "pending",
    });
    // The day starts at midnight in Germany.
    const effectiveFrom = new Date(pending.effective_from);
    expect(calendarDateOf(effectiveFrom, BERLIN)).toEqual(
      calendarDateOf(new Date(`${day}T12:00:00Z`), "UTC"),
    );
    expect(calendarDateOf(new Date(effectiveFrom.getTime() - 1), BERLIN)).not.toEqual(
      calendarDateOf(effectiveFrom, BERLIN),
    );
    expect(scheduled.body.invoice_settings.vat).toEqual({
      vat_payer: false,
      vat_exemption_reason: "small_business",
      vat_no: null,
    });

    const before = await buy(t.app, t.deps, product);
    await issueInvoicesOf(t.deps, before.id);
    expect((await documentsOf(t.deps, before.id))[0]).toMatchObject({
      vatMode: "small_business",
      vatAmount: 0,
    });
    // Nothing is due yet.
    expect(await applyDueVatChanges(t.deps)).toBe(0);

    t.clock.advance(effectiveFrom.getTime() - t.clock.now().getTime());
    const version = (await profileRow(seller.id)).version;
    const after = await buy(t.app, t.deps, product);
    await issueInvoicesOf(t.deps, after.id);
    const [invoice] = await documentsOf(t.deps, after.id);
    // Supplied on the day: the new settings apply even before the worker moved them.
    expect(invoice).toMatchObject({ vatMode: "standard", vatAmount: 782 });
    expect(invoice!.seller).toMatchObject({ vatId: "DE136695976", taxNumber: "143/456/78901" });
    const pdf = await fetchPdf(t.app, `/api/v1/shop/orders/${after.token}/invoices/${invoice!.id}/pdf`);
    expect(pdf.text).toContain("VAT ID: DE136695976");
    expect(pdf.text).toContain("Tax number: 143/456/78901");

    // Two workers ticking at once (three, should the background worker tick too) apply it once:
    // the profile's version moves by one.
    const applied = await Promise.all([applyDueVatChanges(t.deps), applyDueVatChanges(t.deps)]);
    expect(applied[0] + applied[1]).toBeLessThanOrEqual(1);
    const profile = await profileRow(seller.id);
    expect(profile.version).toBe(version + 1);
    expect(profile.profile).toMatchObject({ vatPayer: true, vatExempt: false, vatNo: "DE136695976" });
    expect(profile.profile).not.toHaveProperty("vatExemptionReason");
    expect(
      await t.deps.db.select().from(pendingVatChanges).where(eq(pendingVatChanges.sellerId, seller.id)),
    ).toEqual([]);
    // Two days on, the access token has long expired: sign in again.
    const token = (await signIn(t.app, seller.email)).access_token;
    expect((await call(t.app, "GET", PATH, { token })).body.invoice_settings).toMatchObject({
      vat: { vat_payer: true, vat_exemption_reason: null, vat_no: "DE136695976" },
      pending_vat_change: null,
    });
  });

  it("can be replaced and taken back while pending, not once the worker is applying it", async () => {
    const { seller, api } = await sellerWith(VAT_SELLER);
    const first = await api.schedule({
      vat_payer: false,
      vat_exemption_reason: "small_business",
      effective_on: berlinDay(3),
    });
    expect(first.body.invoice_settings.pending_vat_change).toMatchObject({
      vat_payer: false,
      vat_exemption_reason: "small_business",
      vat_no: null,
    });
    const replaced = await api.schedule({
      vat_payer: false,
      vat_exemption_reason: "educational",
      effective_on: berlinDay(4),
    });
    expect(replaced.body.invoice_settings.pending_vat_change).toMatchObject({
      vat_exemption_reason: "educational",
      effective_on: berlinDay(4),
    });
    const cancelled = await api.cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.invoice_settings.pending_vat_change).toBeNull();
    expect((await api.cancel()).status).toBe(404);

    await api.schedule({ vat_payer: false, vat_exemption_reason: "other", effective_on: berlinDay(1) });
    await t.deps.db
      .update(pendingVatChanges)
      .set({ state: "in_process" })
      .where(eq(pendingVatChanges.sellerId, seller.id));
    const late = await api.cancel();
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("VAT_CHANGE_IN_PROCESS");
    expect(
      (await api.schedule({ vat_payer: true, vat_no: "DE136695976", effective_on: berlinDay(5) })).status,
    ).toBe(409);
    expect((await api.get()).body.invoice_settings.pending_vat_change.state).toBe("in_process");
  });
});
