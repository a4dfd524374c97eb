import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { AdminModeBanner } from "./AdminModeBanner.tsx";
import { CenteredLoader } from "../ui/CenteredLoader.tsx";

/** Wraps every page: the admin-mode banner on top, lazy pages loading under it. */
export function RootLayout() {
  return (
    <>
      <AdminModeBanner />
      <Suspense fallback={<CenteredLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
