import type { RouteObject } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { WEB_APP_PATHS, isWebAppPath } from "@sellwerk/contracts";

// The router's modules wire the API client to the browser window when they load; a stand-in
// window is enough to read the route table (nothing renders here).
let routes: RouteObject[];
let NotFoundPage: unknown;
beforeAll(async () => {
  vi.stubGlobal("window", Object.assign(new EventTarget(), { location: new URL("http://localhost/") }));
  ({ routes } = await import("../src/app/router.tsx"));
  ({ NotFoundPage } = await import("../src/marketing/NotFoundPage.tsx"));
});

// The API answers 404 for browser paths the app has no page for, from the shared list
// WEB_APP_PATHS; this holds the router to that list, so a page added to one and not the other fails.

/** Every full path the router shows a page for (not its own 404 page). */
function pagePaths(list: RouteObject[], base = ""): string[] {
  return list.flatMap((route) => {
    const full = route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
    const own =
      (route.index || (route.path && !route.children)) &&
      route.path !== "*" &&
      !(route.element && (route.element as { type?: unknown }).type === NotFoundPage)
        ? [full]
        : [];
    return [...own, ...(route.children ? pagePaths(route.children, full) : [])];
  });
}

describe("the web app's paths", () => {
  it("are exactly the shared list the API answers 200 for", () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...WEB_APP_PATHS].sort());
  });

  it("match patterns segment by segment, ignoring query and a trailing slash", () => {
    expect(isWebAppPath("/cabinet/orders/42?tab=rates")).toBe(true);
    expect(isWebAppPath("/cabinet/orders/")).toBe(true);
    expect(isWebAppPath("/cabinet/orders/42/x")).toBe(false);
    expect(isWebAppPath("/some-landing-slug")).toBe(false);
    expect(isWebAppPath("/%E0%A4%A")).toBe(false);
  });
});
