import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/client/errors.ts";
import {
  flattenCategories,
  orderedTree,
  toTreeData,
} from "../../src/cabinet/products/categories/categoryTree.ts";
import { stateActions } from "../../src/cabinet/products/list/productActions.ts";
import { publishRefusals, refusedReasons } from "../../src/cabinet/products/reasons.ts";
import { cropBox, dragView, initialView, largestBox, zoomView } from "../../src/ui/image/cropMath.ts";
import {
  missingFields,
  profileIssues,
  profilePayload,
  blockingIssues,
} from "../../src/cabinet/profile/sellerProfileForm.ts";

describe("category tree", () => {
  const flat = [
    {
      id: 3,
      parentId: 1,
      depth: 1,
      title: "Child",
      description: "",
      color: null,
      hidden: false,
      position: 0,
    },
    {
      id: 1,
      parentId: null,
      depth: 0,
      title: "Root",
      description: "",
      color: null,
      hidden: false,
      position: 0,
    },
    {
      id: 2,
      parentId: null,
      depth: 0,
      title: "Another",
      description: "",
      color: null,
      hidden: false,
      position: 1,
    },
  ];

  it("reads the API's flat list and a nested tree alike", () => {
    expect(flattenCategories({ list: flat }).map((c) => c.id)).toEqual([3, 1, 2]);
    const nested = flattenCategories([{ id: 1, title: "Root", children: [{ id: 3, title: "Child" }] }]);
    expect(nested).toMatchObject([
      { id: 1, parentId: null },
      { id: 3, parentId: 1 },
    ]);
    expect(flattenCategories({ category: { id: 5, title: "New" } })).toMatchObject([{ id: 5 }]);
  });

  it("orders parents before children with depth, for pickers", () => {
    const tree = orderedTree(flattenCategories({ list: flat }));
    expect(tree.map((c) => [c.id, c.depth])).toEqual([
      [1, 0],
      [3, 1],
      [2, 0],
    ]);
    expect(toTreeData(flattenCategories({ list: flat }))).toEqual([
      { value: "1", label: "Root", children: [{ value: "3", label: "Child" }] },
      { value: "2", label: "Another" },
    ]);
  });
});

describe("product actions", () => {
  it("follow the domain's transitions", () => {
    expect(stateActions({ state: "unpublished", archived: false })).toEqual([
      "publish",
      "archive",
      "duplicate",
    ]);
    expect(stateActions({ state: "published", archived: false })).toEqual(["unpublish", "duplicate"]);
    expect(stateActions({ state: "in_review", archived: false })).toEqual(["unpublish", "duplicate"]);
    expect(stateActions({ state: "unpublished", archived: true })).toEqual(["unarchive", "duplicate"]);
  });

  it("reads the not-ready reasons of a refused publish", () => {
    const error = new ApiError({
      status: 400,
      code: "INVALID_INPUT",
      message: "…",
      details: [
        { param: "product", code: "no_pricing_plans", message: "" },
        { param: "no_digitals", code: "not_ready", message: "" },
        { param: "name", code: "required", message: "" },
      ],
    });
    expect(refusedReasons(error)).toEqual(["no_pricing_plans", "no_digitals"]);
    expect(refusedReasons(new Error("x"))).toEqual([]);
    const byStep = new ApiError({
      status: 400,
      code: "INVALID_INPUT",
      message: "…",
      details: [
        { param: "checkout", code: "no_pricing_plans", message: "" },
        { param: "product", code: "finish_registration", message: "" },
      ],
    });
    expect(publishRefusals(byStep, ["details", "file_upload", "checkout"])).toEqual([
      { reason: "no_pricing_plans", step: "checkout" },
      { reason: "finish_registration", step: null },
    ]);
  });
});

describe("image crop", () => {
  const image = { w: 1600, h: 900 };

  it("starts with the largest centred box of the aspect", () => {
    expect(largestBox(image, 1)).toEqual({ w: 900, h: 900 });
    expect(cropBox(image, 1, initialView(image))).toEqual({ x: 350, y: 0, w: 900, h: 900 });
    expect(cropBox(image, 16 / 9, initialView(image))).toEqual({ x: 0, y: 0, w: 1600, h: 900 });
  });

  it("never leaves the picture when dragged or zoomed", () => {
    const moved = dragView(image, 1, initialView(image), 10_000, 10_000, 1);
    expect(cropBox(image, 1, moved)).toEqual({ x: 0, y: 0, w: 900, h: 900 });
    const zoomed = zoomView(image, 1, initialView(image), 2);
    expect(cropBox(image, 1, zoomed)).toEqual({ x: 575, y: 225, w: 450, h: 450 });
    expect(cropBox(image, 1, zoomView(image, 1, zoomed, 99)).w).toBe(225);
  });
});

describe("seller profile form", () => {
  it("lists the missing required fields, more for entities abroad", () => {
    const natural = missingFields({ businessType: "natural" }, { serverMissing: [] });
    expect(natural).toEqual([
      "phone",
      "vatPayer",
      "city",
      "countryCode",
      "firstName",
      "lastName",
      "street",
      "zip",
    ]);
    const entity = missingFields({ businessType: "entity", countryCode: "FR" }, { serverMissing: [] });
    expect(entity).toEqual(expect.arrayContaining(["company", "region"]));
    expect(missingFields({ businessType: "entity", countryCode: "DE" }, { serverMissing: [] })).not.toContain(
      "region",
    );
  });

  it("says 'wrong vat' for a bad VAT id and lets missing fields through", () => {
    const issues = profileIssues(
      { businessType: "natural", vatPayer: true, vatNo: "DE12" },
      { serverMissing: [] },
    );
    expect(issues.vatNo?.key).toBe("contracts:validation.wrong_vat");
    expect(Object.keys(blockingIssues(issues))).toEqual(["vatNo"]);
  });

  it("clears fields that no longer apply", () => {
    const payload = profilePayload({
      businessType: "natural",
      company: "ACME",
      vatPayer: false,
      vatNo: "DE1",
      city: " Berlin ",
    });
    expect(payload).toMatchObject({ company: null, vatNo: null, city: "Berlin" });
  });
});

describe("conflict reload", () => {
  it("keeps what this person changed and takes everything else from the latest save", async () => {
    const { rebaseForm } = await import("../../src/cabinet/products/editor/steps/form/issues.ts");
    const loaded = { name: "A", costCenter: "CC-7", categoryIds: [1] };
    const typed = { name: "A (changed)", costCenter: "CC-7", categoryIds: [1] };
    const latest = { name: "A", costCenter: "OTHER", categoryIds: [1, 2] };
    expect(rebaseForm(typed, loaded, latest)).toEqual({
      name: "A (changed)",
      costCenter: "OTHER",
      categoryIds: [1, 2],
    });
  });
});
