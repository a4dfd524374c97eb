import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { NodeState } from "../../../api/affiliates.ts";

/** Accepted reads "active" (spec two §4), in green; a request waits in amber; the ends are grey or red. */
export const NODE_STATE_COLORS: Record<NodeState, string> = {
  accepted: "green",
  requested: "yellow",
  rejected: "red",
  canceled: "gray",
};

/** A request the seller sent (an invitation) reads "invited": the publisher answers it, not the seller. */
export function NodeStateBadge({
  state,
  initiator,
}: {
  state: NodeState;
  initiator: "seller" | "publisher";
}) {
  const { t } = useTranslation("affiliates");
  const label = state === "requested" && initiator === "seller" ? t("states.invited") : t(`states.${state}`);
  return (
    <Badge size="sm" variant="light" color={NODE_STATE_COLORS[state]} style={{ minWidth: "max-content" }}>
      {label}
    </Badge>
  );
}
