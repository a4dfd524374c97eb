import { describe, expect, it } from "vitest";
import { billing } from "@sellwerk/contracts";
import {
  formatIssues,
  previewNumber,
  vatChangeIssues,
  vatChangePayload,
} from "../src/cabinet/settings/invoices/invoiceSettingsForm.ts";
import { buyerIssues, buyerPayload, toBuyerForm } from "../src/cabinet/invoices/correctInvoiceForm.ts";
import { missingFields } from "../src/cabinet/profile/sellerProfileForm.ts";
import { keysToSnake } from "../src/api/client/caseConversion.ts";
import en from "../src/i18n/locales/en/billing.json";
import de from "../src/i18n/locales/de/billing.json";

const counters = { year: 2031, month: 3 };
const sequences = { yearly: 42, running: 7 };

describe("invoice number formats in the browser", () => {
  it("preview the next number with the counter the server would take", () => {
    expect(previewNumber("RE-{YYYY}-{NNNNN}", counters, sequences)).toBe("RE-2031-00042");
    expect(previewNumber(" INV-{MM}/{NNN} ", counters, sequences)).toBe("INV-03/007");
    expect(previewNumber("RE-{YYYY}", counters, sequences)).toBeNull();
  });

  it("say what is wrong with the domain's codes, and what the API accepts passes its schema", () => {
    expect(formatIssues({ invoiceNumberFormat: "RE-{YYYY}", creditMemoNumberFormat: "RE-{NNN}" })).toEqual({
      invoiceNumberFormat: { code: "invoice_number_counter", params: { max: 40, NNNNN: "{NNNNN}" } },
    });
    expect(
      formatIssues({ invoiceNumberFormat: "RE-{NN}", creditMemoNumberFormat: "RE-{NNN}" })
        .creditMemoNumberFormat?.code,
    ).toBe("invoice_number_formats_alike");
    const good = { invoiceNumberFormat: "RE-{YY}-{NNN}", creditMemoNumberFormat: "GS-{YY}-{NNN}" };
    expect(formatIssues(good)).toEqual({});
    expect(billing.saveInvoiceSettingsBody.safeParse(keysToSnake(good)).success).toBe(true);
  });
});

describe("a planned VAT change in the browser", () => {
  const now = new Date("2031-06-15T10:00:00Z");

  it("asks what the profile asks, and a day after today in Germany", () => {
    expect(
      vatChangeIssues({ vatPayer: "", vatNo: "", vatExemptionReason: null, effectiveOn: "" }, now),
    ).toEqual({
      vatPayer: { code: "required" },
      effectiveOn: { code: "required" },
    });
    expect(
      vatChangeIssues(
        { vatPayer: "yes", vatNo: "DE1", vatExemptionReason: null, effectiveOn: "2031-06-15" },
        now,
      ),
    ).toEqual({ vatNo: { code: "wrong_vat" }, effectiveOn: { code: "date_not_in_future" } });
    expect(
      vatChangeIssues(
        { vatPayer: "no", vatNo: "", vatExemptionReason: null, effectiveOn: "2031-07-01" },
        now,
      ),
    ).toEqual({ vatExemptionReason: { code: "required" } });
    // 23:30 UTC on the 15th is already the 16th in Germany: the 16th is today there.
    expect(
      vatChangeIssues(
        { vatPayer: "no", vatNo: "", vatExemptionReason: "small_business", effectiveOn: "2031-06-16" },
        new Date("2031-06-15T23:30:00Z"),
      ),
    ).toEqual({ effectiveOn: { code: "date_not_in_future" } });
  });

  it("sends only what the choice keeps, in the API's shape", () => {
    const payload = vatChangePayload({
      vatPayer: "no",
      vatNo: "DE136695976",
      vatExemptionReason: "small_business",
      effectiveOn: "2031-07-01",
    });
    expect(payload).toEqual({
      vatPayer: false,
      vatNo: null,
      vatExemptionReason: "small_business",
      effectiveOn: "2031-07-01",
    });
    expect(billing.scheduleVatChangeBody.safeParse(keysToSnake(payload)).success).toBe(true);
  });
});

describe("correcting an invoice in the browser", () => {
  const buyer = {
    name: "Bea Buyer",
    company: "",
    street: "Ringstraße 9",
    zip: "50667",
    city: "Köln",
    country: "DE",
    vatId: "",
    kind: "private" as const,
    email: "bea@example.com",
  };

  it("starts from the invoice's buyer and checks as the API does", () => {
    const form = toBuyerForm(buyer);
    expect(buyerIssues(form)).toEqual({});
    expect(buyerIssues({ ...form, kind: "business", vatId: "FR1", name: " " })).toEqual({
      "buyer.name": { code: "required" },
      "buyer.company": { code: "required" },
      "buyer.vatId": { code: "wrong_vat" },
    });
    const payload = buyerPayload({
      ...form,
      kind: "business",
      company: " Buyer GmbH ",
      vatId: "DE136695976",
    });
    expect(billing.correctInvoiceBody.safeParse(keysToSnake({ buyer: payload })).success).toBe(true);
  });

  it("has its words in both languages", () => {
    expect(Object.keys(de.correction.fields).sort()).toEqual(Object.keys(en.correction.fields).sort());
    expect(en.list.corrects && de.list.cancelledBy).toBeTruthy();
  });
});

describe("the seller profile's tax number", () => {
  it("is missing for a seller without VAT id until given with its kind and country", () => {
    const base = {
      businessType: "natural",
      firstName: "Kai",
      lastName: "Klein",
      phone: "+49 30 1234567",
      street: "Gartenweg",
      zip: "80331",
      city: "München",
      countryCode: "DE",
    };
    const rules = { serverMissing: [] };
    expect(missingFields({ ...base, vatPayer: false }, rules)).toEqual([
      "taxNumberType",
      "taxNumber",
      "taxIssuanceCountryCode",
    ]);
    expect(missingFields({ ...base, vatPayer: true, vatNo: "DE136695976" }, rules)).toEqual([]);
    expect(
      missingFields(
        {
          ...base,
          vatPayer: false,
          taxNumberType: "number",
          taxNumber: "143/456/78901",
          taxIssuanceCountryCode: "DE",
        },
        rules,
      ),
    ).toEqual([]);
  });
});
