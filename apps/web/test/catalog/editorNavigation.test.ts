import { describe, expect, it } from "vitest";
import { PRODUCT_EDIT_STEPS } from "@sellwerk/domain";
import {
  isLeaving,
  neighbourSteps,
  resolveStep,
  shouldRememberStep,
} from "../../src/cabinet/products/editor/stepNavigation.ts";
import { cabinetBaseOf, cabinetPaths } from "../../src/cabinet/cabinetPaths.ts";

const eventSteps = PRODUCT_EDIT_STEPS.event;

describe("editor step from the URL", () => {
  it("opens the asked step when the product has it", () => {
    expect(resolveStep("3", eventSteps, 1)).toBe(3);
    expect(resolveStep("8", eventSteps, 1)).toBe(8);
  });

  it("resumes at the last step without or with an impossible step", () => {
    expect(resolveStep(null, eventSteps, 5)).toBe(5);
    expect(resolveStep("9", eventSteps, 5)).toBe(5);
    expect(resolveStep("0", eventSteps, 2)).toBe(2);
    expect(resolveStep("2.5", eventSteps, 2)).toBe(2);
    expect(resolveStep("abc", PRODUCT_EDIT_STEPS.service, 4)).toBe(4);
  });

  it("keeps a stale resume point inside the product's steps", () => {
    expect(resolveStep(null, PRODUCT_EDIT_STEPS.service, 8)).toBe(6);
    expect(resolveStep(null, PRODUCT_EDIT_STEPS.service, 0)).toBe(1);
  });

  it("has no step before the first or after the last", () => {
    expect(neighbourSteps(1, 6)).toEqual({ previous: null, next: 2 });
    expect(neighbourSteps(6, 6)).toEqual({ previous: 5, next: null });
  });

  it("remembers only steps beyond the furthest one", () => {
    expect(shouldRememberStep(4, 3)).toBe(true);
    expect(shouldRememberStep(3, 3)).toBe(false);
  });

  it("counts another step or page as leaving, not the same address", () => {
    const here = { pathname: "/cabinet/products/1/edit", search: "?step=2" };
    expect(isLeaving(here, { ...here })).toBe(false);
    expect(isLeaving(here, { ...here, search: "?step=3" })).toBe(true);
    expect(isLeaving(here, { pathname: "/cabinet/products", search: "" })).toBe(true);
  });
});

describe("cabinet paths", () => {
  it("stay in the team member area when opened there", () => {
    expect(cabinetBaseOf("/team_member/products/3/edit")).toBe("/team_member");
    expect(cabinetBaseOf("/cabinet/products")).toBe("/cabinet");
    expect(cabinetBaseOf("/team_membership")).toBe("/cabinet");
    expect(cabinetPaths("/team_member").edit(3, 2)).toBe("/team_member/products/3/edit?step=2");
    expect(cabinetPaths("/cabinet").sellerProfile).toBe("/cabinet/profile/edit?seller_profile_edit=true");
  });
});
