import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";

export type LiveCheckState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "ok" }
  | { status: "invalid"; code: string }
  /** The server could not be asked; the final submit will tell. */
  | { status: "unknown" };

const DEBOUNCE_MS = 400;

/**
 * Asks the server whether an email or username is usable once typing pauses. The local rule
 * (domain) answers first, so obviously wrong input never costs a request.
 */
export function useLiveCheck(
  kind: "email" | "username",
  value: string,
  localError: string | null,
  check: (value: string, signal: AbortSignal) => Promise<{ error?: string }>,
): LiveCheckState {
  const [debounced] = useDebouncedValue(value, DEBOUNCE_MS);
  const enabled = value !== "" && localError === null && debounced === value;
  const query = useQuery({
    queryKey: ["signUpCheck", kind, debounced],
    queryFn: ({ signal }) => check(debounced, signal),
    enabled,
    staleTime: 60_000,
  });
  if (value === "") return { status: "idle" };
  if (localError) return { status: "invalid", code: localError };
  if (!enabled || query.isFetching) return { status: "checking" };
  if (query.data) return query.data.error ? { status: "invalid", code: query.data.error } : { status: "ok" };
  return { status: query.isError ? "unknown" : "checking" };
}
