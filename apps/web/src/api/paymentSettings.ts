import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentProviderName } from "@sellwerk/domain";
import { api } from "./instance.ts";
import type { PaymentFlags, PaymentSettings, ProviderAccount } from "./checkoutSettingsTypes.ts";

// Payment providers and payment settings of the seller, and the manager's payment flags
// (docs/api-checkout-settings.md). Providers and settings refer to each other (used_by, connected),
// so every write refreshes both.

export const PROVIDERS_PATH = "/cabinet/payment_providers";
export const SETTINGS_PATH = "/cabinet/payment_settings";

function useRefreshPayments() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [PROVIDERS_PATH] }),
      client.invalidateQueries({ queryKey: [SETTINGS_PATH] }),
    ]);
}

export function usePaymentProviders() {
  return useQuery({
    queryKey: [PROVIDERS_PATH],
    queryFn: ({ signal }) =>
      api.get<{ list: ProviderAccount[] }>(PROVIDERS_PATH, { signal }).then((r) => r.list),
  });
}

export interface ConnectInput {
  provider: PaymentProviderName;
  mode?: "rest" | "nvp";
  credentials: Record<string, string | boolean>;
}

export function useConnectProvider() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ provider, ...body }: ConnectInput) =>
      api
        .put<{ providerAccount: ProviderAccount }>(`${PROVIDERS_PATH}/${provider}`, body, {
          suppressErrors: true,
        })
        .then((r) => r.providerAccount),
    onSuccess: () => refresh(),
  });
}

export function useDisconnectProvider() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (provider: PaymentProviderName) =>
      api.delete<void>(`${PROVIDERS_PATH}/${provider}`, undefined, { suppressErrors: true }),
    onSuccess: () => refresh(),
  });
}

export function usePaymentSettings() {
  return useQuery({
    queryKey: [SETTINGS_PATH],
    queryFn: ({ signal }) =>
      api.get<{ paymentSettings: PaymentSettings }>(SETTINGS_PATH, { signal }).then((r) => r.paymentSettings),
  });
}

export function useSavePaymentSettings() {
  const client = useQueryClient();
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (body: Pick<PaymentSettings, "version" | "methodProviders" | "bankWire">) =>
      api
        .put<{ paymentSettings: PaymentSettings }>(SETTINGS_PATH, body, { suppressErrors: true })
        .then((r) => r.paymentSettings),
    onSuccess: (settings) => {
      client.setQueryData([SETTINGS_PATH], settings);
      void refresh();
    },
  });
}

const flagsPath = (userId: number) => `/admin/users/${userId}/payment_flags`;

export function usePaymentFlags(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [flagsPath(userId)],
    queryFn: ({ signal }) =>
      api.get<{ flags: PaymentFlags }>(flagsPath(userId), { signal }).then((r) => r.flags),
    enabled,
  });
}

export function useSavePaymentFlags(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flags: PaymentFlags) =>
      api
        .put<{ flags: PaymentFlags }>(flagsPath(userId), flags, { suppressErrors: true })
        .then((r) => r.flags),
    onSuccess: (flags) => client.setQueryData([flagsPath(userId)], flags),
  });
}
