import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { CheckoutTheme } from "./checkoutSettingsTypes.ts";

// The seller's checkout themes (docs/api-checkout-settings.md). Every key starts with the path,
// so a write refreshes the list and the single themes together.

export const THEMES_PATH = "/cabinet/checkout_themes";
const themePath = (id: number) => `${THEMES_PATH}/${id}`;

export type ThemeInput = Omit<CheckoutTheme, "id" | "isDefault" | "version" | "createdAt" | "updatedAt">;

export function useCheckoutThemes() {
  return useQuery({
    queryKey: [THEMES_PATH],
    queryFn: ({ signal }) => api.get<{ list: CheckoutTheme[] }>(THEMES_PATH, { signal }).then((r) => r.list),
    staleTime: 30_000,
  });
}

export function useCheckoutTheme(id: number | null) {
  return useQuery({
    queryKey: [THEMES_PATH, "one", id],
    queryFn: ({ signal }) =>
      api
        .get<{ checkoutTheme: CheckoutTheme }>(themePath(id!), { signal, suppressErrors: true })
        .then((r) => r.checkoutTheme),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

/** The seal's URL is the server's; only its file id is sent. */
function body(input: ThemeInput) {
  const { productSealUrl: _url, ...trustSeals } = input.trustSeals;
  return { ...input, trustSeals };
}

export function useSaveCheckoutTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: number | null; version: number; input: ThemeInput }) =>
      (id === null
        ? api.post<{ checkoutTheme: CheckoutTheme }>(THEMES_PATH, body(input), { suppressErrors: true })
        : api.put<{ checkoutTheme: CheckoutTheme }>(
            themePath(id),
            { ...body(input), version },
            { suppressErrors: true },
          )
      ).then((r) => r.checkoutTheme),
    onSuccess: (theme) => {
      client.setQueryData([THEMES_PATH, "one", theme.id], theme);
      void client.invalidateQueries({ queryKey: [THEMES_PATH] });
    },
  });
}

export function useThemeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "default" | "remove" }) =>
      action === "remove"
        ? api.delete<void>(themePath(id), undefined, { suppressErrors: true })
        : api.post<unknown>(`${themePath(id)}/default`, undefined, { suppressErrors: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [THEMES_PATH] }),
  });
}
