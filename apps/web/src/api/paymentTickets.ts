import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import {
  CHECK_IN_PATH,
  PAYMENT_TICKETS_PATH,
  type CheckInAnswer,
  type TicketEventOption,
} from "./paymentTicketTypes.ts";

/** The seller's events, for the tickets' event filter and the check-in screen's counts. */
export function useTicketEvents() {
  return useQuery({
    queryKey: [PAYMENT_TICKETS_PATH, "events"],
    queryFn: ({ signal }) =>
      api
        .get<{ events: TicketEventOption[] }>(`${PAYMENT_TICKETS_PATH}/events`, { signal })
        .then((r) => r.events),
  });
}

/** One scan at the door. A refusal is an answer, not an error: the screen shows it large. */
export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<CheckInAnswer>(CHECK_IN_PATH, { code }, { suppressErrors: true, keepOnRouteChange: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PAYMENT_TICKETS_PATH] }),
  });
}
