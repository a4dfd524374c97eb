import { statusColor } from "@sellwerk/domain";
import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";

/** A state as a coloured badge (spec two §4): highlighted states are filled, others outlined. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useShop();
  const { color, highlighted } = statusColor(state);
  const key = `state.${state}` as MessageKey;
  const label = t(key);
  return (
    <span className={`badge badge-${color}${highlighted ? " badge-strong" : ""}`}>
      {label === key ? state.replaceAll("_", " ") : label}
    </span>
  );
}
