import { useFormat } from "../../ui/useFormat.ts";

/** Stages in percent as the seller reads them: "10 % / 5 %" ("12,5 %" in German). */
export function useCommissionText() {
  const format = useFormat();
  return (stages: readonly number[]) => stages.map((percent) => `${format.number(percent)} %`).join(" / ");
}
