import { abortRegistry, tokenStore } from "../api/instance.ts";
import { onSignInRequired } from "../api/sessionEvents.ts";
import { queryClient } from "../api/queryClient.ts";
import { leaveAdminMode } from "../api/admin.ts";
import { notify } from "../ui/notify.ts";
import { i18n } from "../i18n/i18n.ts";
import { isProtectedPath } from "./areas.ts";
import { signInPath } from "./redirect.ts";
import type { AppRouter } from "./router.tsx";

/**
 * Connects the API client (outside React) with the router:
 * - a route change cancels the requests of the page being left (spec two §7);
 * - a session that cannot be renewed ends in sign-in with the current link remembered, or, in
 *   admin mode, returns to the manager's own session.
 */
export function wireSession(router: AppRouter): () => void {
  let pathname = router.state.location.pathname;
  const stopAborting = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    abortRegistry.abortAll();
  });

  const stopSignIn = onSignInRequired(() => {
    if (leaveAdminMode()) {
      notify({ kind: "info", message: i18n.t("area:adminMode.ended") });
      void router.navigate("/admin/users");
      return;
    }
    queryClient.clear();
    const { pathname: current, search } = router.state.location;
    if (!isProtectedPath(current)) return;
    notify({ kind: "info", message: i18n.t("auth:sessionEnded") });
    void router.navigate(signInPath(current + search), { replace: true });
  });

  // Tokens removed elsewhere (429, another tab): cached data of the old session must go too.
  const stopTokens = tokenStore.subscribe(() => {
    if (!tokenStore.accessToken) queryClient.removeQueries();
  });

  return () => {
    stopAborting();
    stopSignIn();
    stopTokens();
  };
}
