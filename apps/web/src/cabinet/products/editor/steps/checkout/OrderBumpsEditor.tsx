import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ORDER_BUMP_POSITIONS, ORDER_BUMP_UPSELL_MAX } from "@sellwerk/domain";
import type { OrderBump, OrderBumpPosition } from "../../../../../api/catalogTypes.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { SelectField, type SelectOption } from "../../../../../ui/fields/SelectField.tsx";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";

export interface OrderBumpsEditorProps {
  bumps: OrderBump[];
  position: OrderBumpPosition;
  productOptions: readonly SelectOption[];
  loading: boolean;
  onChange: (bumps: OrderBump[]) => void;
  onPosition: (position: OrderBumpPosition) => void;
  errorFor: (path: string) => string | undefined;
}

/** Other products offered in the checkout with one click, with their pitch and where they show. */
export function OrderBumpsEditor({
  bumps,
  position,
  productOptions,
  loading,
  onChange,
  onPosition,
  errorFor,
}: OrderBumpsEditorProps) {
  const { t } = useTranslation("catalog");
  const update = (index: number, bump: OrderBump) => onChange(bumps.map((b, i) => (i === index ? bump : b)));
  return (
    <Stack gap="sm">
      {bumps.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("checkout.noBumps")}
        </Text>
      )}
      {bumps.map((bump, i) => (
        <Paper
          key={i}
          withBorder
          p="sm"
          role="group"
          aria-label={t("checkout.bumpNumber", { number: i + 1 })}
        >
          <Group align="flex-start" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <SelectField
                label={t("checkout.bumpProduct")}
                options={productOptions}
                value={bump.productId || null}
                loading={loading}
                onChange={(id) => update(i, { ...bump, productId: id ? Number(id) : 0, planId: null })}
                required
                invalid={Boolean(errorFor(`orderBumps.${i}.productId`))}
                errorMessage={errorFor(`orderBumps.${i}.productId`)}
              />
              <TextAreaField
                label={t("checkout.bumpText")}
                value={bump.text}
                onChange={(text) => update(i, { ...bump, text })}
                maxLength={ORDER_BUMP_UPSELL_MAX}
                minRows={2}
                error={errorFor(`orderBumps.${i}.text`)}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={() => onChange(bumps.filter((_, index) => index !== i))}
              aria-label={t("checkout.removeBump", { number: i + 1 })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group align="flex-end" justify="space-between">
        <AppButton
          kind="secondary"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...bumps, { productId: 0, planId: null, text: "" }])}
          disabled={productOptions.length === 0}
        >
          {t("checkout.addBump")}
        </AppButton>
        <SelectField
          label={t("checkout.bumpPosition")}
          options={ORDER_BUMP_POSITIONS.map((p) => ({ value: p, label: t(`bumpPositions.${p}`) }))}
          value={position}
          searchable={false}
          onChange={(next) => next && onPosition(next as OrderBumpPosition)}
          w={280}
        />
      </Group>
    </Stack>
  );
}
