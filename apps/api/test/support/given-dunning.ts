import type { PlanSpec } from "./given-checkout.ts";

// What the dunning tests share: a weekly course whose later rates a sandbox card declines, and
// the seller's reminder schedule (after 1 and 3 days; the second reminder adds 2.50).

export const DAY = 86_400_000;
/** The sandbox card that pays the first rate and declines the later ones. */
export const FAILS_LATER = "4000000000000341";
export const WEEKLY: PlanSpec[] = [
  {
    form: "subscription",
    prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "week", count: 1 } },
  },
];

export function dunningSettings(strategy: "dunning" | "dunning_inkasso" | "inkasso") {
  return {
    strategy,
    schedule: { first_days: 1, second_days: 3, third_days: 3, inkasso_days: 5 },
    fees: { first_fee: 0, second_fee: 250, third_fee: 500 },
  };
}
