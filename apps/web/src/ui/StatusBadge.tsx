import { Badge, type BadgeProps } from "@mantine/core";
import { statusColor, type StatusColorName } from "@sellwerk/domain";

const COLORS: Record<StatusColorName, string> = { green: "green", red: "red", amber: "yellow", grey: "gray" };

export interface StatusBadgeProps extends Omit<BadgeProps, "color" | "variant"> {
  /** The state's code; its colour comes from the spec's table (spec two §4). */
  state: string;
  label: string;
}

/** A state in its spec colour: highlighted states are filled, the others light. */
export function StatusBadge({ state, label, ...props }: StatusBadgeProps) {
  const { color, highlighted } = statusColor(state);
  return (
    // A state is never cut off: the badge is as wide as its words.
    <Badge
      size="sm"
      {...props}
      color={COLORS[color]}
      variant={highlighted ? "filled" : "light"}
      style={{ minWidth: "max-content" }}
    >
      {label}
    </Badge>
  );
}
