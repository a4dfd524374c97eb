import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { KeyStock } from "../../../../../api/catalogFiles.ts";
import { useFormat } from "../../../../../ui/useFormat.ts";

/** How many keys are left to sell, held by checkouts in progress, and already sold. */
export function KeyStockCards({ stock }: { stock: KeyStock | undefined }) {
  const { t } = useTranslation("catalogFiles");
  const format = useFormat();
  const cards = [
    { key: "available", value: stock?.available, color: stock && stock.available === 0 ? "red" : undefined },
    { key: "reserved", value: stock?.reserved },
    { key: "assigned", value: stock?.assigned },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} role="group" aria-label={t("keys.stock")}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`keys.states.${card.key}`)}
          </Text>
          <Text fz={28} fw={700} c={"color" in card ? card.color : undefined}>
            {card.value === undefined ? "–" : format.number(card.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
