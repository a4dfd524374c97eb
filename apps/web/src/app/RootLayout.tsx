import { Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { AdminModeBanner } from "./AdminModeBanner.tsx";
import { CenteredLoader } from "../ui/CenteredLoader.tsx";
import { isProtectedPath } from "./areas.ts";

/** Wraps every page: the admin-mode banner on top, lazy pages loading under it. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      {/* Signed-in areas show the banner inside their fixed header instead. */}
      {!isProtectedPath(pathname) && <AdminModeBanner sticky />}
      <Suspense fallback={<CenteredLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
