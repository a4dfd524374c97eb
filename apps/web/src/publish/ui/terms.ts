import { useTranslation } from "react-i18next";
import type { MarketplaceProgram } from "../../api/publish.ts";
import { useFormat } from "../../ui/useFormat.ts";

// A program's terms as the publisher reads them: the commission per stage (the bonus counts in
// stage 1), how long they earn from a buyer, how long the link is remembered.

export type Terms = Pick<
  MarketplaceProgram,
  | "commissions"
  | "bonus"
  | "commissionDuration"
  | "lifetimeDuration"
  | "cookiesExpire"
  | "provisionFromBrutto"
  | "form"
>;

export function useTermsText() {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const percent = (value: number) => `${format.number(value)} %`;
  return {
    percent,
    /** "12,5 %" or "10 % / 5 % / 2 %" up the recruiting chain. */
    commission: (p: Pick<Terms, "commissions" | "bonus">) =>
      p.commissions.map((c, i) => percent(i === 0 ? Math.round((c + p.bonus) * 100) / 100 : c)).join(" / "),
    duration: (p: Pick<Terms, "commissionDuration" | "lifetimeDuration">) =>
      p.commissionDuration === "fixed"
        ? t("terms.duration.fixed", { days: p.lifetimeDuration ?? 0 })
        : t(`terms.duration.${p.commissionDuration}`),
    cookies: (p: Pick<Terms, "cookiesExpire">) => t("terms.cookies", { days: p.cookiesExpire }),
    base: (p: Pick<Terms, "provisionFromBrutto">) =>
      t(p.provisionFromBrutto ? "terms.fromGross" : "terms.fromNet"),
    stages: (p: Pick<Terms, "form" | "commissions">) =>
      p.form === "multiple" ? t("terms.stages", { count: p.commissions.length }) : t("terms.singleStage"),
  };
}
