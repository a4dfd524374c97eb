import { ActionIcon, Group, Stack, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MAX_COMMISSION } from "@sellwerk/domain";
import { FloatField } from "../../../ui/fields/FloatField.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { stageSum } from "./programForm.ts";

/**
 * One stage list in percent (the program's or a product's): stage 1 is the publisher who brought
 * the sale, stage 2 who recruited them, and so on. The sum is shown live against its bound.
 */
export function StageFields({
  stages,
  onChange,
  errorFor,
  path,
  label,
  onAdd,
  onRemove,
}: {
  stages: (number | null)[];
  onChange: (stages: (number | null)[]) => void;
  errorFor: (path: string) => string | undefined;
  /** Field path of the list, e.g. commissions or productCommissions.0.commissions. */
  path: string;
  label?: string;
  onAdd?: (() => void) | undefined;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation("affiliates");
  const format = useFormat();
  const sum = stageSum(stages);
  const over = sum > MAX_COMMISSION;
  const listError = errorFor(path);

  return (
    <Stack gap={6}>
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Group gap="sm" align="flex-start" wrap="wrap">
        {stages.map((value, i) => (
          <FloatField
            key={i}
            w={130}
            label={stages.length > 1 ? t("form.stage", { n: i + 1 }) : t("form.commission")}
            value={value}
            min={0}
            max={MAX_COMMISSION}
            allowEmpty
            leftSection={<span aria-hidden>%</span>}
            onChange={(next) => onChange(stages.map((v, j) => (j === i ? next : v)))}
            error={errorFor(`${path}.${i}`)}
            required
          />
        ))}
        {(onAdd || onRemove) && (
          <Group gap={4} mt={26}>
            {onRemove && (
              <ActionIcon variant="default" size="lg" onClick={onRemove} aria-label={t("form.removeStage")}>
                <IconMinus size={16} aria-hidden />
              </ActionIcon>
            )}
            {onAdd && (
              <ActionIcon variant="default" size="lg" onClick={onAdd} aria-label={t("form.addStage")}>
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c={over || listError ? "red" : "dimmed"} aria-live="polite">
        {t("form.stageSum", { sum: format.number(sum), max: MAX_COMMISSION })}
      </Text>
      {listError && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
