import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnpaidAccessMode } from "@sellwerk/domain";
import { api } from "./instance.ts";

// What an unpaid rate does to the buyer's access (docs/fulfilment.md "Unpaid rates").

export const ACCESS_SETTINGS_PATH = "/cabinet/settings/access";

export interface AccessSettings {
  unpaidAccess: UnpaidAccessMode;
  graceDays: number;
}

export function useAccessSettings() {
  return useQuery({
    queryKey: [ACCESS_SETTINGS_PATH],
    queryFn: ({ signal }) =>
      api
        .get<{ accessSettings: AccessSettings }>(ACCESS_SETTINGS_PATH, { signal })
        .then((r) => r.accessSettings),
  });
}

/** The form shows the server's field errors itself, so no toast. */
export function useSaveAccessSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AccessSettings) =>
      api
        .put<{ accessSettings: AccessSettings }>(ACCESS_SETTINGS_PATH, settings, { suppressErrors: true })
        .then((r) => r.accessSettings),
    onSuccess: (saved) => client.setQueryData([ACCESS_SETTINGS_PATH], saved),
  });
}
