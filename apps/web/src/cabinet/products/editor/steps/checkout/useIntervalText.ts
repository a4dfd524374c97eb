import { useTranslation } from "react-i18next";
import type { PlanInterval } from "../../../../../api/catalogTypes.ts";

/** "1 month", "2 weeks" in the interface language; `lng` for pages shown in the product's language. */
export function useIntervalText(lng?: string) {
  const { t } = useTranslation("catalog", { lng });
  return (interval: PlanInterval) =>
    t("checkout.intervalText", {
      count: interval.count,
      unit: t(`checkout.units.${interval.unit}`, { count: interval.count }),
    });
}
