import { ActionIcon, Badge, Group, Paper, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { EventItem, TicketType } from "../../../../../api/catalogContent.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { useFormat } from "../../../../../ui/useFormat.ts";

export interface EventCardActions {
  onEdit: () => void;
  onRemove: () => void;
  onToggle: (active: boolean) => void;
  onAddTicket: () => void;
  onEditTicket: (ticket: TicketType) => void;
  onRemoveTicket: (ticket: TicketType) => void;
  onToggleTicket: (ticket: TicketType, active: boolean) => void;
}

/** One event: its dates, place and sales window, and its ticket types with what is sold and left. */
export function EventCard({
  event,
  busy,
  actions,
}: {
  event: EventItem;
  busy: boolean;
  actions: EventCardActions;
}) {
  const { t } = useTranslation("catalogContent");
  const format = useFormat();
  const sales =
    event.salesStartAt || event.salesEndAt
      ? t("events.salesWindow", {
          from: event.salesStartAt ? format.dateTime(event.salesStartAt) : t("events.now"),
          till: event.salesEndAt ? format.dateTime(event.salesEndAt) : t("events.eventEnd"),
        })
      : t("events.salesOpen");

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Group gap="xs">
              <Title order={3} fz="md">
                {event.name}
              </Title>
              {!event.active && <Badge color="gray">{t("events.inactive")}</Badge>}
            </Group>
            <Text size="sm">
              {t("events.when", {
                start: format.dateTime(event.startsAt),
                end: format.dateTime(event.endsAt),
              })}
            </Text>
            {event.location && (
              <Text size="sm" c="dimmed">
                {event.location}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {sales}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Switch
              size="sm"
              checked={event.active}
              disabled={busy}
              onChange={(e) => actions.onToggle(e.currentTarget.checked)}
              aria-label={t("events.activeLabel", { name: event.name })}
            />
            <ActionIcon
              variant="subtle"
              onClick={actions.onEdit}
              aria-label={t("events.edit", { name: event.name })}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={actions.onRemove}
              aria-label={t("events.remove", { name: event.name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {event.ticketTypes.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("tickets.name")}</Table.Th>
                  <Table.Th>{t("tickets.price")}</Table.Th>
                  <Table.Th>{t("tickets.quota")}</Table.Th>
                  <Table.Th>{t("tickets.sold")}</Table.Th>
                  <Table.Th>{t("tickets.reserved")}</Table.Th>
                  <Table.Th>{t("tickets.available")}</Table.Th>
                  <Table.Th>{t("tickets.active")}</Table.Th>
                  <Table.Th aria-label={t("tickets.actions")} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {event.ticketTypes.map((ticket) => (
                  <Table.Tr key={ticket.id}>
                    <Table.Td>{ticket.name}</Table.Td>
                    <Table.Td>
                      {ticket.free ? t("tickets.freeShort") : format.money(ticket.price, ticket.currency)}
                    </Table.Td>
                    <Table.Td>{ticket.quota ?? t("tickets.unlimited")}</Table.Td>
                    <Table.Td>{ticket.soldCount}</Table.Td>
                    <Table.Td>{ticket.reservedCount}</Table.Td>
                    <Table.Td>{ticket.available ?? "–"}</Table.Td>
                    <Table.Td>
                      <Switch
                        size="xs"
                        checked={ticket.active}
                        disabled={busy}
                        onChange={(e) => actions.onToggleTicket(ticket, e.currentTarget.checked)}
                        aria-label={t("tickets.activeLabel", { name: ticket.name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          onClick={() => actions.onEditTicket(ticket)}
                          aria-label={t("tickets.edit", { name: ticket.name })}
                        >
                          <IconPencil size={14} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          color="red"
                          onClick={() => actions.onRemoveTicket(ticket)}
                          aria-label={t("tickets.remove", { name: ticket.name })}
                        >
                          <IconTrash size={14} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {t("tickets.none")}
          </Text>
        )}
        <AppButton
          kind="secondary"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={actions.onAddTicket}
        >
          {t("tickets.add")}
        </AppButton>
      </Stack>
    </Paper>
  );
}
