import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { MoneyField } from "../../../../../ui/fields/MoneyField.tsx";
import { IntervalPicker } from "./IntervalPicker.tsx";
import { PAYMENTS_COUNT, type RateForm } from "./planForm.ts";

export interface RatesEditorProps {
  rates: RateForm[];
  currency: string;
  onChange: (rates: RateForm[]) => void;
  /** Error of a rate's field by path below the rates (e.g. "0.amount"). */
  errorFor: (path: string) => string | undefined;
  listError?: string;
}

/** Custom intervals: each payment with its own amount and the wait since the previous one. */
export function RatesEditor({ rates, currency, onChange, errorFor, listError }: RatesEditorProps) {
  const { t } = useTranslation("catalog");
  const update = (index: number, rate: RateForm) => onChange(rates.map((r, i) => (i === index ? rate : r)));
  return (
    <Stack gap="xs">
      {rates.map((rate, i) => (
        <Paper key={i} withBorder p="xs" role="group" aria-label={t("checkout.rate", { number: i + 1 })}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Text fw={600} size="sm" w={90} pt={28}>
              {t("checkout.rate", { number: i + 1 })}
            </Text>
            <MoneyField
              label={t("checkout.rateAmount", { number: i + 1 })}
              currency={currency}
              value={rate.amount}
              onChange={(amount) => update(i, { ...rate, amount })}
              error={errorFor(`${i}.amount`)}
              w={190}
            />
            {i === 0 ? (
              <Text size="sm" c="dimmed" pt={30}>
                {t("checkout.rateAtPurchase")}
              </Text>
            ) : (
              <IntervalPicker
                label={t("checkout.rateAfter", { number: i + 1 })}
                value={rate.interval}
                onChange={(interval) => update(i, { ...rate, interval })}
                error={errorFor(`${i}.interval.count`)}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={() => onChange(rates.filter((_, index) => index !== i))}
              aria-label={t("checkout.removeRate", { number: i + 1 })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <AppButton
          kind="secondary"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={rates.length >= PAYMENTS_COUNT.max}
          onClick={() =>
            onChange([
              ...rates,
              { amount: null, interval: rates[rates.length - 1]?.interval ?? { count: 1, unit: "month" } },
            ])
          }
        >
          {t("checkout.addRate")}
        </AppButton>
      </Group>
    </Stack>
  );
}
