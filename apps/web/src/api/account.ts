import { useMutation } from "@tanstack/react-query";
import type { Locale, SignUpProfileType } from "@sellwerk/domain";
import { api, tokenStore } from "./instance.ts";
import { setCachedUser, startSession } from "./session.ts";
import type { Session, User } from "./types.ts";

// Changes a signed-in person makes to their own account.

export function saveUser(changes: { locale?: Locale; firstName?: string; lastName?: string }): Promise<User> {
  return api.patch<{ user: User }>("/app/user", changes, { keepOnRouteChange: true }).then((r) => {
    setCachedUser(r.user);
    return r.user;
  });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: saveUser });
}

/** The answer is a new session (all others are revoked), so the new tokens are stored at once. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; password: string }) =>
      api.put<Session>(
        "/app/user/password",
        { ...input, fingerprint: tokenStore.fingerprint },
        { suppressErrors: true, keepOnRouteChange: true },
      ),
    onSuccess: startSession,
  });
}

export function useAddProfile() {
  return useMutation({
    mutationFn: (type: SignUpProfileType) =>
      api.post<{ user: User }>("/app/user/profiles", { type }).then((r) => r.user),
    onSuccess: setCachedUser,
  });
}
