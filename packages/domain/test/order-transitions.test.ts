import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  allowedEvents,
  canTransition,
  nextState,
  ORDER_EVENTS,
  ORDER_PAYMENT_EVENTS,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_RATE_EVENTS,
  ORDER_RATE_STATES,
  ORDER_RATE_TRANSITIONS,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  PAYMENT_LOG_EVENTS,
  PAYMENT_LOG_STATES,
  PAYMENT_LOG_TRANSITIONS,
  PAYMENT_STATES,
} from "../src/index.ts";
import type { TransitionTable } from "../src/index.ts";

// The expected tables are written again here, state first (the source is event first), so a
// slip in either shows up as a difference. A state missing from a row refuses that event.
type Expected<S extends string, E extends string> = Record<S, Partial<Record<E, S>>>;

const ORDER: Expected<(typeof ORDER_STATES)[number], (typeof ORDER_EVENTS)[number]> = {
  draft: {
    await_payment: "ready",
    first_payment_succeeded: "finalized",
    cancel: "cancelled",
    expire: "cancelled",
  },
  ready: { first_payment_succeeded: "finalized", cancel: "cancelled", expire: "cancelled" },
  finalized: { complete: "closed", cancel: "cancelled", unsubscribe: "unsubscribed", refund: "refunded" },
  closed: { refund: "refunded" },
  unsubscribed: { refund: "refunded" },
  cancelled: {},
  refunded: {},
};

const PAYMENT: Expected<(typeof PAYMENT_STATES)[number], (typeof ORDER_PAYMENT_EVENTS)[number]> = {
  payment_waiting: {
    start_async: "payment_pending",
    first_paid_more_due: "paying",
    fully_paid: "paid",
    not_completed: "payment_not_completed",
    cancel: "payment_canceled",
  },
  payment_pending: {
    first_paid_more_due: "paying",
    fully_paid: "paid",
    not_completed: "payment_not_completed",
    cancel: "payment_canceled",
  },
  paying: {
    fully_paid: "paid",
    rate_failed: "payment_paused",
    cancel: "payment_canceled",
    refund: "payment_refunded",
    chargeback: "payment_chargebacked",
  },
  payment_paused: {
    fully_paid: "paid",
    rate_recovered: "paying",
    cancel: "payment_canceled",
    refund: "payment_refunded",
    chargeback: "payment_chargebacked",
  },
  paid: { refund: "payment_refunded", chargeback: "payment_chargebacked" },
  payment_canceled: { refund: "payment_refunded", chargeback: "payment_chargebacked" },
  payment_not_completed: { retry: "payment_waiting" },
  payment_refunded: {},
  payment_chargebacked: {},
};

const RATE: Expected<(typeof ORDER_RATE_STATES)[number], (typeof ORDER_RATE_EVENTS)[number]> = {
  future: {
    start_async: "pending",
    pay: "paid",
    pay_part: "partly_paid",
    fail: "unpaid",
    skip: "skipped",
  },
  pending: { pay: "paid", pay_part: "partly_paid", fail: "unpaid" },
  unpaid: {
    start_async: "pending",
    pay: "paid",
    pay_part: "partly_paid",
    hand_to_dunning: "debt",
    skip: "skipped",
  },
  debt: { pay: "paid" },
  partly_paid: { pay: "paid", refund: "refunded", chargeback: "chargebacked" },
  paid: { refund: "refunded", chargeback: "chargebacked" },
  skipped: {},
  refunded: {},
  chargebacked: {},
};

const LOG_DECIDING = {
  process: "pending",
  succeed: "successful",
  succeed_partially: "partially_paid",
  deny: "denied",
  error: "error",
  cancel: "canceled",
  expire: "expired",
} as const;
const LOG: Expected<(typeof PAYMENT_LOG_STATES)[number], (typeof PAYMENT_LOG_EVENTS)[number]> = {
  waiting: LOG_DECIDING,
  pending: { ...LOG_DECIDING, process: undefined },
  successful: {},
  partially_paid: {},
  denied: {},
  error: {},
  canceled: {},
  expired: {},
};

interface Machine {
  name: string;
  table: TransitionTable<string, string>;
  states: readonly string[];
  events: readonly string[];
  expected: Record<string, Partial<Record<string, string>>>;
  terminal: readonly string[];
}

const MACHINES: Machine[] = [
  {
    name: "order",
    table: ORDER_TRANSITIONS,
    states: ORDER_STATES,
    events: ORDER_EVENTS,
    expected: ORDER,
    terminal: ["cancelled", "refunded"],
  },
  {
    name: "order payment",
    table: ORDER_PAYMENT_TRANSITIONS,
    states: PAYMENT_STATES,
    events: ORDER_PAYMENT_EVENTS,
    expected: PAYMENT,
    terminal: ["payment_refunded", "payment_chargebacked"],
  },
  {
    name: "order rate",
    table: ORDER_RATE_TRANSITIONS,
    states: ORDER_RATE_STATES,
    events: ORDER_RATE_EVENTS,
    expected: RATE,
    terminal: ["skipped", "refunded", "chargebacked"],
  },
  {
    name: "payment log",
    table: PAYMENT_LOG_TRANSITIONS,
    states: PAYMENT_LOG_STATES,
    events: PAYMENT_LOG_EVENTS,
    expected: LOG,
    terminal: ["successful", "partially_paid", "denied", "error", "canceled", "expired"],
  },
];

describe.each(MACHINES)("$name transitions", ({ table, states, events, expected, terminal }) => {
  it("name exactly the event list, and only known states", () => {
    expect(Object.keys(table)).toEqual([...events]);
    for (const row of Object.values(table))
      for (const [from, to] of Object.entries(row)) {
        expect(states).toContain(from);
        expect(states).toContain(to);
      }
  });

  it("match the expected table for every state × event", () => {
    for (const from of states)
      for (const event of events) {
        const want = expected[from]?.[event] ?? null;
        expect([from, event, nextState(table, from, event)]).toEqual([from, event, want]);
        expect(canTransition(table, from, event)).toBe(want !== null);
      }
  });

  it("leave the final states by no event, and every other state by some event", () => {
    for (const from of states)
      expect([from, allowedEvents(table, from).length === 0]).toEqual([from, terminal.includes(from)]);
  });

  it("reach every state from the first one", () => {
    const seen = new Set([states[0]!]);
    const queue = [states[0]!];
    while (queue.length) {
      const from = queue.shift()!;
      for (const event of events) {
        const to = nextState(table, from, event);
        if (to && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...states].sort());
  });

  it("property: any run of events stays inside the state list and stops in a final state", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.array(fc.constantFrom(...events), { maxLength: 40 }),
        (start, run) => {
          let state = start;
          for (const event of run) {
            const to = nextState(table, state, event);
            if (terminal.includes(state)) expect(to).toBeNull();
            state = to ?? state;
            expect(states).toContain(state);
          }
        },
      ),
    );
  });
});

describe("transition lookups", () => {
  it("refuse unknown events and inherited names", () => {
    const table = ORDER_TRANSITIONS as TransitionTable<string, string>;
    expect(nextState(table, "draft", "toString")).toBeNull();
    expect(nextState(table, "constructor", "cancel")).toBeNull();
    expect(nextState(table, "draft", "nope")).toBeNull();
  });

  it("list the allowed events in table order", () => {
    expect(allowedEvents(ORDER_TRANSITIONS, "draft")).toEqual([
      "await_payment",
      "first_payment_succeeded",
      "cancel",
      "expire",
    ]);
  });

  it("keep a declined first payment in draft: no order event leads back to draft", () => {
    for (const from of ORDER_STATES)
      for (const event of ORDER_EVENTS) expect(nextState(ORDER_TRANSITIONS, from, event)).not.toBe("draft");
  });
});
