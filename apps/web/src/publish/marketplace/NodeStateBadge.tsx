import { useTranslation } from "react-i18next";
import type { AffiliateNode } from "../../api/publish.ts";
import { StatusBadge } from "../../ui/StatusBadge.tsx";

/** Spec two §4: a node's state; accepted is shown as "active". */
export function NodeStateBadge({ state }: { state: AffiliateNode["state"] }) {
  const { t } = useTranslation("publish");
  return <StatusBadge state={state === "accepted" ? "active" : state} label={t(`nodeStates.${state}`)} />;
}
