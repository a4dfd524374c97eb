import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOrderDeliveries, useRefreshDeliveries } from "../../../api/payer.ts";
import { Section } from "../../../cabinet/orders/detail/Section.tsx";
import { Downloads } from "./Downloads.tsx";
import { Tickets } from "./Tickets.tsx";
import { LicenseKeys } from "./LicenseKeys.tsx";
import { Certificates } from "./Certificates.tsx";
import { CourseAccesses } from "./CourseAccesses.tsx";
import { Services } from "./Services.tsx";

/**
 * What the order delivered, from the order's own delivery endpoint (by its token, like the success
 * page): downloads, tickets, license keys, certificates, course access and services.
 */
export function DeliveriesSection({ token }: { token: string }) {
  const { t } = useTranslation("payer");
  const deliveries = useOrderDeliveries(token);
  const refresh = useRefreshDeliveries(token);
  const data = deliveries.data;

  const body = () => {
    if (deliveries.isPending)
      return (
        <Center py="md">
          <Loader size="sm" aria-label={t("common:loading")} />
        </Center>
      );
    if (!data)
      return (
        <Stack align="flex-start" gap="xs">
          <Text size="sm" c="dimmed">
            {t("deliveries.loadFailed")}
          </Text>
          <Button variant="default" size="xs" onClick={() => void deliveries.refetch()}>
            {t("common:retry")}
          </Button>
        </Stack>
      );
    const count =
      data.downloads.length +
      data.tickets.length +
      data.licenseKeys.length +
      data.certificates.length +
      data.courseAccesses.length +
      data.services.length;
    return (
      <Stack gap="md">
        {data.status === "waiting" && (
          <Alert color="blue" icon={<IconHourglass aria-hidden />}>
            {t("deliveries.waiting")}
          </Alert>
        )}
        {data.status === "revoked" && <Alert color="yellow">{t("deliveries.revokedOrder")}</Alert>}
        {count === 0 && data.status === "delivered" && (
          <Text size="sm" c="dimmed">
            {t("deliveries.none")}
          </Text>
        )}
        <Downloads items={data.downloads} onDownloaded={() => void refresh()} />
        <Tickets items={data.tickets} />
        <LicenseKeys items={data.licenseKeys} />
        <Certificates items={data.certificates} />
        <CourseAccesses items={data.courseAccesses} />
        <Services items={data.services} />
      </Stack>
    );
  };

  return <Section title={t("deliveries.title")}>{body()}</Section>;
}
