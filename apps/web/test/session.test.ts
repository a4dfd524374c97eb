import { describe, expect, it } from "vitest";
import { MemoryStorage, TokenStore } from "../src/api/client/tokenStore.ts";
import { safeRedirect, signInPath } from "../src/app/redirect.ts";
import { homePath, isProtectedPath, userAreas } from "../src/app/areas.ts";
import type { User } from "../src/api/types.ts";

function user(types: User["profiles"][number]["type"][]): User {
  return {
    id: 1,
    email: "a@b.de",
    username: "anna",
    firstName: "Anna",
    lastName: "S",
    locale: "de",
    emailConfirmed: true,
    powerSeller: false,
    companySize: null,
    position: null,
    profiles: types.map((type, i) => ({ id: i + 1, type })),
    adminMode: null,
    createdAt: "2024-01-01T00:00:00Z",
  };
}

describe("token store", () => {
  it("keeps one fingerprint per device", () => {
    const storage = new MemoryStorage();
    const first = new TokenStore(storage).fingerprint;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(new TokenStore(storage).fingerprint).toBe(first);
  });

  it("parks the manager's tokens in admin mode and puts them back on leaving", () => {
    const tokens = new TokenStore(new MemoryStorage());
    tokens.setSession({ accessToken: "manager-access", refreshToken: "manager-refresh" });
    tokens.enterAdminMode("admin-access");
    expect(tokens.snapshot()).toEqual({ accessToken: "admin-access", refreshToken: null, adminMode: true });
    // An ended admin session clears the active tokens only; the manager's stay parked.
    tokens.clear();
    expect(tokens.adminMode).toBe(true);
    expect(tokens.leaveAdminMode()).toBe(true);
    expect(tokens.snapshot()).toEqual({
      accessToken: "manager-access",
      refreshToken: "manager-refresh",
      adminMode: false,
    });
    expect(tokens.leaveAdminMode()).toBe(false);
  });

  it("notifies listeners only on real changes and keeps a stable snapshot", () => {
    const tokens = new TokenStore(new MemoryStorage());
    let calls = 0;
    tokens.subscribe(() => calls++);
    const before = tokens.snapshot();
    tokens.clear();
    expect(calls).toBe(0);
    expect(tokens.snapshot()).toBe(before);
    tokens.setSession({ accessToken: "a", refreshToken: "r" });
    expect(calls).toBe(1);
    tokens.clearAll();
    expect(calls).toBe(2);
  });
});

describe("redirects", () => {
  it("accepts only paths of this app outside sign-in", () => {
    expect(safeRedirect("/cabinet?x=1")).toBe("/cabinet?x=1");
    expect(safeRedirect("//evil.example")).toBeNull();
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect("/users/sign_in")).toBeNull();
    expect(signInPath("/admin/users?per=5")).toBe("/users/sign_in?redirect=%2Fadmin%2Fusers%3Fper%3D5");
  });

  it("lands on the first profile's area, or the preferred one when the user has it", () => {
    expect(homePath(user(["publisher", "seller"]))).toBe("/publish");
    expect(homePath(user(["sales_team_member"]))).toBe("/team_member");
    expect(homePath(user(["manager"]))).toBe("/admin");
    expect(homePath(user(["seller", "payer"]), "payer")).toBe("/payer");
    expect(homePath(user(["seller"]), "payer")).toBe("/cabinet");
    expect(homePath(user(["reseller"]))).toBe("/account");
    expect(userAreas(user(["team_member", "sales_team_member", "payer"]))).toEqual(["team_member", "payer"]);
  });

  it("knows which paths need a session", () => {
    expect(isProtectedPath("/cabinet")).toBe(true);
    expect(isProtectedPath("/admin/users")).toBe(true);
    expect(isProtectedPath("/account")).toBe(true);
    expect(isProtectedPath("/cabinetry")).toBe(false);
    expect(isProtectedPath("/users/sign_in")).toBe(false);
  });
});
