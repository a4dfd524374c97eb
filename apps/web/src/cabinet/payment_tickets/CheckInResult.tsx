import { Alert, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CheckInAnswer } from "../../api/paymentTicketTypes.ts";
import { useFormat } from "../../ui/useFormat.ts";

/** Green for "come in", orange for "this one was used already", red for anything else. */
function look(answer: CheckInAnswer) {
  if (answer.result === "checked_in") return { color: "green", Icon: IconCircleCheck };
  if (answer.result === "already_used") return { color: "orange", Icon: IconAlertTriangle };
  return { color: "red", Icon: IconCircleX };
}

/** The answer of one scan, large enough to read at arm's length at the door. */
export function CheckInResult({ answer }: { answer: CheckInAnswer }) {
  const { t } = useTranslation("fulfilment");
  const format = useFormat();
  const { color, Icon } = look(answer);
  const ticket = answer.ticket;
  return (
    <Alert
      color={color}
      variant="light"
      radius="md"
      p="lg"
      icon={<Icon size={40} aria-hidden />}
      title={
        <Text fz={{ base: 22, sm: 28 }} fw={700} component="span">
          {answer.message}
        </Text>
      }
    >
      {ticket && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="xs">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("checkIn.attendee")}
            </Text>
            <Text fw={600}>{ticket.attendeeName || ticket.payer.name}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("checkIn.ticketType")}
            </Text>
            <Text fw={600}>
              {ticket.ticketType} ·{" "}
              {t("checkIn.event", { event: ticket.event.name, date: format.date(ticket.event.startsAt) })}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("checkIn.code")}
            </Text>
            <Text ff="monospace">{ticket.code}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("checkIn.payer")}
            </Text>
            <Group gap={6}>
              <Text>{ticket.payer.name}</Text>
              <Text c="dimmed" size="sm">
                {ticket.payer.email}
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>
      )}
    </Alert>
  );
}
