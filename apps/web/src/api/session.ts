import { useSyncExternalStore } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, tokenStore } from "./instance.ts";
import { queryClient } from "./queryClient.ts";
import type { TokenSnapshot } from "./client/tokenStore.ts";
import type { Session, User } from "./types.ts";
import { applyLocale } from "../i18n/locale.ts";

// Who is signed in: tokens in the token store, the user in React Query's cache.

export const userQueryKey = ["app", "user"] as const;

const subscribe = (listener: () => void) => tokenStore.subscribe(listener);
const snapshot = () => tokenStore.snapshot();

export function useTokens(): TokenSnapshot {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The session request outlives navigation: every layout depends on it. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<{ user: User }>("/app/user", { signal, keepOnRouteChange: true }).then((r) => r.user);
}

export function useCurrentUser() {
  const { accessToken } = useTokens();
  return useQuery({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: accessToken !== null,
    staleTime: 60_000,
  });
}

export function setCachedUser(user: User): void {
  queryClient.setQueryData(userQueryKey, user);
}

/** A fresh session replaces everything cached for whoever was signed in before; the user's saved language wins. */
export async function startSession(session: Session): Promise<void> {
  queryClient.clear();
  tokenStore.setSession({ accessToken: session.accessToken, refreshToken: session.refreshToken });
  setCachedUser(session.user);
  await applyLocale(session.user.locale);
}

export function useSignIn() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      api.post<Session>(
        "/app/session",
        { ...input, fingerprint: tokenStore.fingerprint },
        { suppressErrors: true, keepOnRouteChange: true },
      ),
    onSuccess: startSession,
  });
}

export function useMagicLinkSignIn() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<Session>(
        "/app/session/magic_link",
        { token, fingerprint: tokenStore.fingerprint },
        { suppressErrors: true, keepOnRouteChange: true },
      ),
    onSuccess: startSession,
  });
}

function endLocalSession(): void {
  tokenStore.clearAll();
  queryClient.clear();
}

/** Signs this device out; the local session ends even when the server cannot be reached. */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      const refreshToken = tokenStore.refreshToken;
      if (refreshToken) {
        await api
          .delete<void>("/app/session", { refreshToken }, { suppressErrors: true, keepOnRouteChange: true })
          .catch(() => undefined);
      }
    },
    onSettled: endLocalSession,
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.delete<void>("/app/sessions", undefined, { keepOnRouteChange: true }),
    onSuccess: endLocalSession,
  });
}
