import { useMutation } from "@tanstack/react-query";
import type { ProfileType } from "@sellwerk/domain";
import { api } from "./instance.ts";
import type { CheckEmailResult, CheckUsernameResult, SignUpInput, User } from "./types.ts";

// Public identity calls: sign-up and its live checks, confirmation, magic links, password reset.
// Forms show their errors inline, so these calls never toast.

const quiet = { suppressErrors: true } as const;

export function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailResult> {
  return api.post<CheckEmailResult>("/app/user/check_email", { email }, { ...quiet, signal });
}

export function checkUsername(username: string, signal?: AbortSignal): Promise<CheckUsernameResult> {
  return api.post<CheckUsernameResult>("/app/user/check_username", { username }, { ...quiet, signal });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post<{ user: User }>("/app/user", input, quiet).then((r) => r.user),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (confirmationToken: string) =>
      api.post<{ user: User }>("/app/user/confirmation", { confirmationToken }, quiet).then((r) => r.user),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ sent: true }>("/app/user/confirmation/resend", { email }, quiet),
  });
}

export function useSendMagicLink() {
  return useMutation({
    mutationFn: (input: { email: string; profileType: ProfileType; seller?: string }) =>
      api.post<{ sent: true }>("/app/user/send_magic_link", input, quiet),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ sent: true }>("/app/user/password/reset", { email }, quiet),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { resetPasswordToken: string; password: string }) =>
      api.put<void>("/app/user/password/reset", input, quiet),
  });
}
