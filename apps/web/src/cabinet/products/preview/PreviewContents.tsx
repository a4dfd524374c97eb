import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PreviewProduct } from "../../../api/catalogTypes.ts";
import { useFormat } from "../../../ui/useFormat.ts";

/** What the buyer gets besides the description: the event's dates and tickets, the course's lessons. */
export function PreviewContents({ product, lng }: { product: PreviewProduct; lng: string }) {
  const { t } = useTranslation("catalog", { lng });
  const format = useFormat(lng);
  const events = product.events ?? [];
  const modules = product.courseModules ?? product.modules ?? [];
  if (events.length === 0 && modules.length === 0) {
    if (product.form === "event" && product.activeTicketsCount > 0)
      return <Text size="sm">{t("preview.ticketsCount", { count: product.activeTicketsCount })}</Text>;
    return null;
  }
  return (
    <Stack gap="sm">
      {events.length > 0 && (
        <section aria-label={t("preview.events")}>
          <Title order={3} fz="md" mb={4}>
            {t("preview.events")}
          </Title>
          <List size="sm" spacing={4}>
            {events.map((event) => (
              <List.Item key={event.id}>
                <Text size="sm" fw={600}>
                  {event.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(event.startsAt)} – {format.dateTime(event.endsAt)}
                  {event.location ? ` · ${event.location}` : ""}
                </Text>
                {(event.ticketTypes ?? []).map((ticket) => (
                  <Text key={ticket.id} size="xs">
                    {ticket.name}:{" "}
                    {ticket.free ? t("preview.free") : format.money(ticket.price, product.currency)}
                  </Text>
                ))}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {modules.length > 0 && (
        <section aria-label={t("preview.lessons")}>
          <Title order={3} fz="md" mb={4}>
            {t("preview.lessons")}
          </Title>
          <List size="sm" spacing={4}>
            {modules.map((module) => (
              <List.Item key={module.id}>
                {t("preview.moduleLessons", { title: module.title, count: module.lessons?.length ?? 0 })}
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
