import { nextState, type TransitionTable } from "@sellwerk/domain";

/**
 * The one way order, rate and payment states change: through their transition tables
 * (packages/domain orders/transitions.ts). A refused transition here is a bug in the caller —
 * callers check what they may do first — so it throws and the transaction rolls back.
 */
export function transit<S extends string, E extends string>(
  table: TransitionTable<S, E>,
  from: string,
  event: E,
  what: string,
): S {
  const to = nextState(table, from as S, event);
  if (to === null) throw new Error(`${what}: ${event} is not allowed in state ${from}`);
  return to;
}

/** Like transit, but answers the state unchanged when the event does not apply. */
export function transitIfAllowed<S extends string, E extends string>(
  table: TransitionTable<S, E>,
  from: string,
  event: E,
): S {
  return nextState(table, from as S, event) ?? (from as S);
}
