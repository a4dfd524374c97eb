import { useState } from "react";
import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  eventsApi,
  eventsKey,
  useEvents,
  type EventItem,
  type TicketType,
} from "../../../../../api/catalogContent.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { ConfirmModal } from "../../../../../ui/ConfirmModal.tsx";
import { PartAlerts } from "../parts/PartAlerts.tsx";
import { usePartEdit } from "../parts/usePartEdit.ts";
import type { StepProps } from "../registry.ts";
import { EventCard } from "./EventCard.tsx";
import { EventModal } from "./EventModal.tsx";
import { TicketTypeModal } from "./TicketTypeModal.tsx";
import {
  eventPayload,
  newEventForm,
  newTicketTypeForm,
  ticketTypePayload,
  toEventForm,
  toTicketTypeForm,
} from "./eventForms.ts";

type Dialog =
  | { kind: "event"; event: EventItem | null }
  | { kind: "ticket"; event: EventItem; ticket: TicketType | null }
  | { kind: "removeEvent"; event: EventItem }
  | { kind: "removeTicket"; event: EventItem; ticket: TicketType };

/** Step "ticket details" of an event product: its events and their ticket types, each saved at once. */
export function TicketDetailsStep({ product, onSaved }: StepProps) {
  const { t } = useTranslation("catalogContent");
  const client = useQueryClient();
  const events = useEvents(product.id);
  const edit = usePartEdit({ product, onSaved });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => {
    setDialog(null);
    edit.clearError();
  };
  /** Runs a write; true when it went through, so a dialog may close. */
  const write = async <T extends { productVersion: number }>(call: (version: number) => Promise<T>) => {
    const result = await edit.run(call);
    await client.invalidateQueries({ queryKey: eventsKey(product.id) });
    return result !== undefined;
  };
  const data = events.data;
  const id = product.id;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          {t("events.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("events.intro")}
        </Text>
      </div>
      {(dialog === null || dialog.kind.startsWith("remove")) && <PartAlerts edit={edit} />}
      {data && data.activeTicketsCount === 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t("events.noActive")}
        </Alert>
      )}
      {!data ? (
        <Loader aria-label={t("common:loading")} />
      ) : (
        data.list.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            busy={edit.busy}
            actions={{
              onEdit: () => setDialog({ kind: "event", event }),
              onRemove: () => setDialog({ kind: "removeEvent", event }),
              onToggle: (active) => void write((v) => eventsApi.updateEvent(id, v, event.id, { active })),
              onAddTicket: () => setDialog({ kind: "ticket", event, ticket: null }),
              onEditTicket: (ticket) => setDialog({ kind: "ticket", event, ticket }),
              onRemoveTicket: (ticket) => setDialog({ kind: "removeTicket", event, ticket }),
              onToggleTicket: (ticket, active) =>
                void write((v) => eventsApi.updateTicketType(id, v, event.id, ticket.id, { active })),
            }}
          />
        ))
      )}
      {data?.list.length === 0 && (
        <Text c="dimmed" size="sm">
          {t("events.empty")}
        </Text>
      )}
      <AppButton
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setDialog({ kind: "event", event: null })}
      >
        {t("events.add")}
      </AppButton>

      {dialog?.kind === "event" && (
        <EventModal
          title={dialog.event ? t("events.editTitle") : t("events.addTitle")}
          initial={dialog.event ? toEventForm(dialog.event) : newEventForm()}
          edit={edit}
          onClose={close}
          onSave={(form) => {
            const target = dialog.event;
            return write((v) =>
              target
                ? eventsApi.updateEvent(id, v, target.id, eventPayload(form))
                : eventsApi.addEvent(id, v, eventPayload(form)),
            );
          }}
        />
      )}
      {dialog?.kind === "ticket" && (
        <TicketTypeModal
          title={dialog.ticket ? t("tickets.editTitle") : t("tickets.addTitle", { event: dialog.event.name })}
          initial={dialog.ticket ? toTicketTypeForm(dialog.ticket) : newTicketTypeForm()}
          existing={dialog.ticket}
          currency={product.currency}
          edit={edit}
          onClose={close}
          onSave={(form) => {
            const { event, ticket } = dialog;
            return write((v) =>
              ticket
                ? eventsApi.updateTicketType(id, v, event.id, ticket.id, ticketTypePayload(form))
                : eventsApi.addTicketType(id, v, event.id, ticketTypePayload(form)),
            );
          }}
        />
      )}
      <ConfirmModal
        opened={dialog?.kind === "removeEvent" || dialog?.kind === "removeTicket"}
        title={dialog?.kind === "removeTicket" ? t("tickets.removeTitle") : t("events.removeTitle")}
        confirmLabel={t("course.remove")}
        danger
        onClose={close}
        onConfirm={() => {
          const target = dialog;
          setDialog(null);
          if (target?.kind === "removeEvent")
            void write((v) => eventsApi.removeEvent(id, v, target.event.id));
          if (target?.kind === "removeTicket")
            void write((v) => eventsApi.removeTicketType(id, v, target.event.id, target.ticket.id));
        }}
      >
        {dialog?.kind === "removeTicket"
          ? t("tickets.removeText", { name: dialog.ticket.name })
          : t("events.removeText", { name: dialog?.kind === "removeEvent" ? dialog.event.name : "" })}
      </ConfirmModal>
    </Stack>
  );
}
