import { useTranslation } from "react-i18next";
import type { CourseAccess } from "../../api/payerTypes.ts";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";

/**
 * An ended access takes the spec's colour of "expired", a paused one that of "payment_paused";
 * active is green, upcoming neutral.
 */
const COLOUR_STATE = {
  active: "active",
  upcoming: "pending",
  paused: "payment_paused",
  ended: "expired",
} as const;

export function AccessBadge({ access }: { access: CourseAccess }) {
  const { t } = useTranslation("payer");
  return <StatusBadge state={COLOUR_STATE[access.state]} label={t(`courses.access.${access.state}`)} />;
}

/** Since when, until when, or when it ended, in words. */
export function useAccessText() {
  const { t } = useTranslation("payer");
  const format = useFormat();
  return (access: CourseAccess): string => {
    if (access.state === "upcoming") return t("courses.startsOn", { date: format.date(access.startsAt) });
    if (access.state === "paused") return t("courses.pausedText");
    if (access.state === "ended")
      return access.endsAt ? t("courses.endedOn", { date: format.date(access.endsAt) }) : t("courses.ended");
    return access.endsAt
      ? t("courses.activeUntil", { date: format.date(access.endsAt) })
      : t("courses.activeSince", { date: format.date(access.startsAt) });
  };
}
