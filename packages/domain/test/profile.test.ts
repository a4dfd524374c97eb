import { describe, expect, it } from "vitest";
import { requiredProfileFields, taxNumberApplicable, validateSellerProfile } from "../src/index.ts";

const today = new Date("2024-06-15T12:00:00Z");
const BASE = [
  "businessType",
  "phone",
  "vatPayer",
  "city",
  "countryCode",
  "firstName",
  "lastName",
  "street",
  "zip",
];

const TAX_NUMBER = { taxNumberType: "number", taxNumber: "27/123/45678", taxIssuanceCountryCode: "DE" };
const withoutTaxNumber = {
  businessType: "natural",
  firstName: "Anna",
  lastName: "Berg",
  phone: "+49 30 1234567",
  vatPayer: false,
  street: "Hauptstraße",
  zip: "10115",
  city: "Berlin",
  countryCode: "DE",
};
/** Not a VAT payer, so with the tax number its invoices print. */
const natural = { ...withoutTaxNumber, ...TAX_NUMBER };

describe("requiredProfileFields", () => {
  it("natural persons need the base fields; street number stays optional", () => {
    const fields = requiredProfileFields({ businessType: "natural", countryCode: "DE" });
    expect(fields).toEqual(BASE);
    expect(fields).not.toContain("streetNumber");
  });
  it("entities also need company; region only outside the home country", () => {
    expect(requiredProfileFields({ businessType: "entity", countryCode: "DE" })).toEqual([
      ...BASE,
      "company",
    ]);
    expect(requiredProfileFields({ businessType: "entity", countryCode: "AT" })).toEqual([
      ...BASE,
      "company",
      "region",
    ]);
    expect(
      requiredProfileFields({ businessType: "entity", countryCode: "at", homeCountryCode: "AT" }),
    ).not.toContain("region");
    expect(requiredProfileFields({ businessType: "natural", countryCode: "AT" })).not.toContain("region");
  });
  it("birthday, VAT id, tax number and exemption reason when the case applies", () => {
    const fields = requiredProfileFields({
      businessType: "natural",
      countryCode: "DE",
      birthdayRequired: true,
      vatPayer: true,
      taxNumberApplicable: true,
      vatExempt: true,
    });
    expect(fields).toEqual([
      ...BASE,
      "birthday",
      "vatNo",
      "taxNumberType",
      "taxNumber",
      "taxIssuanceCountryCode",
      "vatExemptionReason",
    ]);
  });
});

describe("validateSellerProfile", () => {
  it("a complete natural profile is valid", () => {
    expect(validateSellerProfile(natural, { today })).toEqual({});
  });
  it("reports every missing required field as required", () => {
    expect(validateSellerProfile({}, { today })).toEqual(
      Object.fromEntries(BASE.map((f) => [f, "required"])),
    );
  });
  it("vatPayer false counts as answered; blank strings do not", () => {
    const errors = validateSellerProfile({ ...natural, city: "  " }, { today });
    expect(errors).toEqual({ city: "required" });
  });
  it("entities need company, and region when abroad", () => {
    expect(validateSellerProfile({ ...natural, businessType: "entity" }, { today })).toEqual({
      company: "required",
    });
    expect(
      validateSellerProfile(
        { ...natural, businessType: "entity", countryCode: "FR", company: "Berg SAS" },
        { today },
      ),
    ).toEqual({
      region: "required",
    });
    expect(
      validateSellerProfile(
        {
          ...natural,
          businessType: "entity",
          countryCode: "FR",
          company: "Berg SAS",
          region: "Île-de-France",
        },
        { today },
      ),
    ).toEqual({});
  });
  it("checks formats of the fields that are filled", () => {
    const errors = validateSellerProfile(
      {
        ...natural,
        businessType: "person",
        firstName: "A".repeat(61),
        phone: "call me",
        countryCode: "Germany",
        vatNo: "DE123",
        street: "<script>alert(1)</script>",
        email: "anna@",
        vatExemptionReason: "lazy",
        taxNumberType: "ssn",
      },
      { today },
    );
    expect(errors).toEqual({
      businessType: "invalid_value",
      firstName: "too_long",
      phone: "invalid_phone",
      countryCode: "invalid_value",
      vatNo: "wrong_vat",
      street: "contains_script",
      email: "invalid_email",
      vatExemptionReason: "invalid_value",
      taxNumberType: "invalid_value",
    });
  });
  it("a VAT payer gives a valid VAT id", () => {
    expect(validateSellerProfile({ ...natural, vatPayer: true }, { today })).toEqual({ vatNo: "required" });
    expect(validateSellerProfile({ ...natural, vatPayer: true, vatNo: "DE 136 695 976" }, { today })).toEqual(
      {},
    );
  });
  it("an exempt seller names the reason", () => {
    expect(validateSellerProfile({ ...natural, vatExempt: true }, { today })).toEqual({
      vatExemptionReason: "required",
    });
    expect(
      validateSellerProfile({ ...natural, vatExempt: true, vatExemptionReason: "small_business" }, { today }),
    ).toEqual({});
  });
  it("tax number, type and issuing country when applicable", () => {
    expect(validateSellerProfile(withoutTaxNumber, { today, taxNumberApplicable: true })).toEqual({
      taxNumberType: "required",
      taxNumber: "required",
      taxIssuanceCountryCode: "required",
    });
    expect(
      validateSellerProfile(
        {
          ...natural,
          taxNumberType: "identification_number",
          taxNumber: "12345678901",
          taxIssuanceCountryCode: "DE",
        },
        { today, taxNumberApplicable: true },
      ),
    ).toEqual({});
  });
  it("a tax number from a seller without VAT id: not a VAT payer, or one without the id", () => {
    const missing = { taxNumberType: "required", taxNumber: "required", taxIssuanceCountryCode: "required" };
    expect(validateSellerProfile(withoutTaxNumber, { today })).toEqual(missing);
    expect(validateSellerProfile({ ...withoutTaxNumber, vatPayer: true }, { today })).toEqual({
      vatNo: "required",
      ...missing,
    });
    // A VAT payer's invoices print the VAT id, which is enough.
    expect(
      validateSellerProfile({ ...withoutTaxNumber, vatPayer: true, vatNo: "DE136695976" }, { today }),
    ).toEqual({});
    // Once one of the three is given, the others are asked too.
    expect(
      validateSellerProfile(
        { ...withoutTaxNumber, vatPayer: true, vatNo: "DE136695976", taxNumber: "1" },
        { today },
      ),
    ).toEqual({ taxNumberType: "required", taxIssuanceCountryCode: "required" });
    // Undecided: vatPayer itself is what is missing.
    expect(taxNumberApplicable({})).toBe(false);
    expect(taxNumberApplicable({ vatPayer: false })).toBe(true);
    expect(taxNumberApplicable({ vatPayer: true, vatNo: " " })).toBe(true);
    expect(taxNumberApplicable({ vatPayer: true, vatNo: "DE136695976" })).toBe(false);
  });
  it("birthday when required: a real date and at least 18 years ago", () => {
    expect(validateSellerProfile(natural, { today, birthdayRequired: true })).toEqual({
      birthday: "required",
    });
    expect(
      validateSellerProfile({ ...natural, birthday: "15.06.2006" }, { today, birthdayRequired: true }),
    ).toEqual({});
    expect(
      validateSellerProfile({ ...natural, birthday: "2006-06-16" }, { today, birthdayRequired: true }),
    ).toEqual({
      birthday: "not_adult",
    });
    expect(validateSellerProfile({ ...natural, birthday: "31.02.1990" }, { today })).toEqual({
      birthday: "invalid_date",
    });
    expect(validateSellerProfile({ ...natural, birthday: "01.01.1700" }, { today })).toEqual({
      birthday: "date_out_of_range",
    });
  });
  it("options override what the profile says", () => {
    expect(validateSellerProfile(natural, { today, businessType: "entity" })).toEqual({
      company: "required",
    });
  });
  it("rejects values of the wrong type", () => {
    expect(validateSellerProfile({ ...natural, vatPayer: "yes", zip: 10115 }, { today })).toEqual({
      vatPayer: "invalid_value",
      zip: "invalid_value",
    });
  });
});
