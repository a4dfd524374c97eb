import { describe, expect, it } from "vitest";
import {
  detailsPayload,
  toDetailsForm,
  validateDetails,
} from "../../src/cabinet/products/editor/steps/details/detailsForm.ts";
import {
  deliveryPayload,
  toDeliveryForm,
  validateDelivery,
} from "../../src/cabinet/products/editor/steps/delivery/deliveryForm.ts";
import {
  pagesPayload,
  toPagesForm,
  validatePages,
} from "../../src/cabinet/products/editor/steps/pages/pagesForm.ts";
import {
  advancedPayload,
  newTrackingCode,
  toAdvancedForm,
  validateAdvanced,
} from "../../src/cabinet/products/editor/steps/advanced/advancedForm.ts";
import { productFixture } from "./fixtures.ts";

describe("details step", () => {
  it("validates name, slug and the short text limit", () => {
    const form = toDetailsForm(productFixture());
    expect(validateDetails(form)).toEqual({});
    expect(
      Object.keys(
        validateDetails({ ...form, name: " ", slug: "Bad Slug", shortDescription: "x".repeat(301) }),
      ),
    ).toEqual(["name", "slug", "shortDescription"]);
  });

  it("sends file ids, not files", () => {
    const form = {
      ...toDetailsForm(productFixture()),
      cover: { id: 4, url: "/c", variants: {} },
      name: " Guide ",
    };
    expect(detailsPayload(form, 2)).toMatchObject({
      version: 2,
      name: "Guide",
      coverFileId: 4,
      bannerFileId: null,
    });
  });
});

describe("delivery step", () => {
  it("needs one complete language for a custom mail and sends only the written ones", () => {
    const form = { ...toDeliveryForm(productFixture()), email: "custom" as const };
    expect(Object.keys(validateDelivery(form))).toEqual(["custom"]);
    form.custom.de = { subject: "Danke", body: "Hallo {{buyer_first_name}}" };
    expect(validateDelivery(form)).toEqual({});
    expect(deliveryPayload(form, 1)).toEqual({
      version: 1,
      email: "custom",
      custom: { de: { subject: "Danke", body: "Hallo {{buyer_first_name}}" } },
    });
  });

  it("refuses unknown placeholders", () => {
    const form = { ...toDeliveryForm(productFixture()), email: "custom" as const };
    form.custom.en = { subject: "Hi", body: "Hello {{buyer_nmae}}" };
    expect(validateDelivery(form)["custom.en.body"]?.key).toBe("contracts:validation.unknown_placeholder");
  });
});

describe("pages step", () => {
  it("needs a valid URL only for an own success page", () => {
    const form = toPagesForm(productFixture());
    expect(validatePages({ ...form, success: "url", successUrl: "javascript:alert(1)" })).toHaveProperty(
      "successUrl",
    );
    expect(validatePages({ ...form, success: "url", successUrl: "https://example.com/thanks" })).toEqual({});
    expect(pagesPayload({ ...form, successUrl: "https://x.test" }, 1)).toMatchObject({
      success: "default",
      successUrl: "",
    });
  });
});

describe("advanced step", () => {
  it("checks tracking ids by kind (UA-, G-, GTM-)", () => {
    const form = toAdvancedForm(productFixture());
    form.trackingCodes = [
      { ...newTrackingCode("ga4"), codeId: "UA-1234-1" },
      { ...newTrackingCode("google_analytics"), codeId: "UA-12345678-1" },
      { ...newTrackingCode("tag_manager"), codeId: "GTM-ABC1234" },
    ];
    expect(Object.keys(validateAdvanced(form))).toEqual(["trackingCodes.0.codeId"]);
  });

  it("sends codes without the form's keys", () => {
    const form = toAdvancedForm(productFixture());
    form.trackingCodes = [{ ...newTrackingCode("custom"), snippet: "<script></script>", codeId: "x" }];
    const payload = advancedPayload(form, 5);
    expect(payload.trackingCodes).toEqual([
      {
        kind: "custom",
        codeId: "",
        snippet: "<script></script>",
        events: ["product", "success"],
        active: true,
      },
    ]);
    expect(payload).toMatchObject({ hiddenInShop: false, affiliateMarketplace: false, invoiceNote: "" });
  });
});
