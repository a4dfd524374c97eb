// Badge colours of states (spec two §4). Highlighted badges are filled, the others outlined.
export type StatusColorName = "green" | "red" | "amber" | "grey";
export interface StatusColor {
  color: StatusColorName;
  highlighted: boolean;
}

const GREEN: StatusColor = { color: "green", highlighted: false };
const RED: StatusColor = { color: "red", highlighted: true };
const AMBER: StatusColor = { color: "amber", highlighted: true };
const AMBER_PLAIN: StatusColor = { color: "amber", highlighted: false };

export const STATUS_COLORS: Readonly<Record<string, StatusColor>> = {
  active: GREEN,
  successful: GREEN,
  paid: GREEN,
  paying: GREEN,
  published: GREEN,
  out_of_duration: GREEN,
  error: RED,
  expired: RED,
  payment_not_completed: RED,
  payment_paused: RED,
  publish_canceled: RED,
  publish_paused: RED,
  payment_canceled: AMBER,
  payment_refunded: AMBER,
  payment_pending: AMBER_PLAIN,
  payment_waiting: AMBER_PLAIN,
  publish_pending: AMBER_PLAIN,
};

/** States the spec gives no colour get a neutral grey badge. */
export const DEFAULT_STATUS_COLOR: StatusColor = { color: "grey", highlighted: false };

export function statusColor(state: string): StatusColor {
  return STATUS_COLORS[state] ?? DEFAULT_STATUS_COLOR;
}
