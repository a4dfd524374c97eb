import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { EmailLog, UnsubscribeState } from "./types.ts";

// Public pages reached from mails: the email log and the unsubscribe page.

export function useEmailLog(token: string) {
  return useQuery({
    queryKey: ["common", "email_logs", token],
    queryFn: ({ signal }) =>
      api
        .get<{ emailLog: EmailLog }>(`/common/email_logs/${encodeURIComponent(token)}`, {
          signal,
          suppressErrors: true,
        })
        .then((r) => r.emailLog),
  });
}

const unsubscribeKey = (token: string) => ["common", "unsubscribe", token] as const;
const unsubscribePath = (token: string) => `/common/emails/unsubscribe/${encodeURIComponent(token)}`;

export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) =>
      api.get<UnsubscribeState>(unsubscribePath(token), { signal, suppressErrors: true }),
  });
}

/** Subscribing again is the DELETE of the unsubscription. */
export function useSetUnsubscribed(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribed: boolean) =>
      unsubscribed
        ? api.post<UnsubscribeState>(unsubscribePath(token))
        : api.delete<UnsubscribeState>(unsubscribePath(token)),
    onSuccess: (state) => client.setQueryData(unsubscribeKey(token), state),
  });
}
