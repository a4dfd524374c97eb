import type { ReactNode } from "react";
import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "../../../api/orderTypes.ts";
import { Money } from "../../../ui/Money.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { Section } from "./Section.tsx";

/**
 * The cancellation term, the test period and the computed overdue: when the order ends, when its
 * trial ends (the first charge), what is past due since when.
 */
export function TermsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const { cancellationTerm: term, overdue, testPeriod } = order;
  const date = (value: string | null) => (value ? format.date(value) : "–");
  const fact = (label: string, value: ReactNode) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
  return (
    <Section title={t("terms.title")}>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {fact(t("terms.cancelledAt"), date(term.cancelledAt))}
        {fact(t("terms.nextDueAt"), date(term.nextDueAt))}
        {fact(t("terms.endsAt"), date(term.endsAt))}
        {testPeriod &&
          fact(
            t("terms.testPeriod"),
            <Group gap={6}>
              <Text size="sm">
                {t("terms.testPeriodUntil", { count: testPeriod.days, date: date(testPeriod.endsAt) })}
              </Text>
              <Badge size="sm" color={testPeriod.running ? "blue" : "gray"} variant="light">
                {t(testPeriod.running ? "terms.testPeriodRunning" : "terms.testPeriodEnded")}
              </Badge>
            </Group>,
          )}
        {fact(
          t("terms.overdue"),
          overdue.overdue ? (
            <Group gap={6}>
              <Badge size="sm" color="red" variant="light">
                {t("terms.overdueSince", { date: date(overdue.since) })}
              </Badge>
              <Money amount={overdue.amount} currency={order.currency} />
              <Text size="xs" c="dimmed">
                {t("terms.overdueRates", { rates: overdue.rateNumbers.join(", ") })}
              </Text>
            </Group>
          ) : (
            <Badge size="sm" color="green" variant="light">
              {t("terms.notOverdue")}
            </Badge>
          ),
        )}
      </SimpleGrid>
    </Section>
  );
}
