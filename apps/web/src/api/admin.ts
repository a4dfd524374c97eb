import { useMutation } from "@tanstack/react-query";
import { api, tokenStore } from "./instance.ts";
import { queryClient } from "./queryClient.ts";
import { setCachedUser } from "./session.ts";
import type { AdminSession } from "./types.ts";

// Admin mode: a manager acts as another user with a short-lived admin access token while the
// manager's own tokens wait aside in the token store.

export function useActAsUser() {
  return useMutation({
    mutationFn: (userId: number) =>
      api.post<AdminSession>(`/admin/users/${userId}/admin_session`, undefined, { keepOnRouteChange: true }),
    onSuccess: (session) => {
      queryClient.clear();
      tokenStore.enterAdminMode(session.accessToken);
      setCachedUser(session.user);
    },
  });
}

/** Puts the manager's session back; false when there was none to go back to. */
export function leaveAdminMode(): boolean {
  if (!tokenStore.leaveAdminMode()) return false;
  queryClient.clear();
  return true;
}
