import { Code } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { DeliveredTicket } from "../../../api/payerTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { DeliveryGroup, DeliveryRow } from "./DeliveryRow.tsx";

/** One row per seat: its code, event, attendee and state, with the PDF ticket to print or show. */
export function Tickets({ items }: { items: readonly DeliveredTicket[] }) {
  const { t } = useTranslation("payer");
  const format = useFormat();
  return (
    <DeliveryGroup title={t("deliveries.tickets")} count={items.length}>
      {items.map((ticket) => (
        <DeliveryRow
          key={ticket.code}
          title={
            <>
              {ticket.event.name} · {ticket.ticketType} <Code>{ticket.code}</Code>
            </>
          }
          details={[format.dateTime(ticket.event.startsAt), ticket.event.location, ticket.attendeeName]
            .filter(Boolean)
            .join(" · ")}
          actions={
            <>
              <StatusBadge state={ticket.state} label={t(`ticketStates.${ticket.state}`)} />
              <AppButton
                component="a"
                href={ticket.pdfUrl}
                target="_blank"
                rel="noopener"
                kind="secondary"
                size="xs"
                leftSection={<IconFileTypePdf size={14} aria-hidden />}
                aria-label={t("deliveries.ticketPdfFor", { code: ticket.code })}
              >
                {t("deliveries.pdf")}
              </AppButton>
            </>
          }
        />
      ))}
    </DeliveryGroup>
  );
}
