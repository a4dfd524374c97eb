import { Button, Group, Pill } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { currentLocale } from "../../i18n/locale.ts";
import type { ActiveFilter } from "./listTypes.ts";

function useChipText() {
  const { t } = useTranslation();
  const one = (filter: ActiveFilter, value: string): string => {
    const { definition } = filter;
    switch (definition.control) {
      case "select":
      case "multiselect": {
        const option = definition.options.find((o) => o.value === value);
        return option ? (option.label ?? t(option.labelKey)) : value;
      }
      case "boolean":
        return t(value === "true" ? "list.yes" : "list.no");
      case "dateRange":
        return definition.variant === "time"
          ? `${formatDate(value.slice(0, 10), currentLocale())} ${value.slice(11)}`
          : formatDate(value, currentLocale());
      default:
        return value;
    }
  };
  return (filter: ActiveFilter): string => {
    const bound = filter.bound ? ` ${t(filter.bound === "from" ? "list.from" : "list.till")}` : "";
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    return `${t(filter.definition.labelKey)}${bound}: ${values.map((v) => one(filter, v)).join(", ")}`;
  };
}

/** Mantine hides a pill's remove button from keyboards and screen readers (it expects an input nearby); here it is the only way to remove one filter. */
const KEYBOARD_REMOVE = { tabIndex: 0, "aria-hidden": false } as const;

/** What narrows the list right now, each removable, plus one reset for all. */
export function FilterChips({
  filters,
  query,
  onRemove,
  onClearQuery,
  onReset,
}: {
  filters: readonly ActiveFilter[];
  query: string;
  onRemove: (param: string) => void;
  onClearQuery: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const text = useChipText();
  if (filters.length === 0 && !query) return null;
  return (
    <Group gap="xs" aria-label={t("list.activeFilters")} role="group">
      {query && (
        <Pill
          withRemoveButton
          onRemove={onClearQuery}
          removeButtonProps={{ ...KEYBOARD_REMOVE, "aria-label": t("list.removeSearch") }}
        >
          {t("list.searchChip", { query })}
        </Pill>
      )}
      {filters.map((filter) => {
        const label = text(filter);
        return (
          <Pill
            key={filter.param}
            withRemoveButton
            onRemove={() => onRemove(filter.param)}
            removeButtonProps={{
              ...KEYBOARD_REMOVE,
              "aria-label": t("list.removeFilter", { filter: label }),
            }}
          >
            {label}
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onReset}>
        {t("list.reset")}
      </Button>
    </Group>
  );
}
