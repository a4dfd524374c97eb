import { Alert, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconCreditCard, IconHourglass, IconPlayerPause } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOrderDeliveries, useRefreshDeliveries } from "../../../api/payer.ts";
import { Section } from "../../../cabinet/orders/detail/Section.tsx";
import { AppButton } from "../../../ui/AppButton.tsx";
import { ResendDeliveriesButton } from "../ResendDeliveriesButton.tsx";
import { Downloads } from "./Downloads.tsx";
import { Tickets } from "./Tickets.tsx";
import { LicenseKeys } from "./LicenseKeys.tsx";
import { Certificates } from "./Certificates.tsx";
import { CourseAccesses } from "./CourseAccesses.tsx";
import { Services } from "./Services.tsx";

/**
 * What the order delivered, from the order's own delivery endpoint (by its token, like the success
 * page): downloads, tickets, license keys, certificates, course access and services; paused with
 * the way to pay while a rate is open (where the seller suspends access); and the delivery mails
 * sent again on request to `email`.
 */
export function DeliveriesSection({ token, email }: { token: string; email: string }) {
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
        {data.status === "paused" && (
          <Alert color="red" icon={<IconPlayerPause aria-hidden />} title={t("deliveries.pausedTitle")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("deliveries.paused")}</Text>
              <AppButton
                component="a"
                href={data.manageUrl}
                size="xs"
                leftSection={<IconCreditCard size={14} aria-hidden />}
              >
                {t("deliveries.payNow")}
              </AppButton>
            </Stack>
          </Alert>
        )}
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
        {data.status === "delivered" && count > 0 && (
          <Group>
            <ResendDeliveriesButton token={token} email={email} />
          </Group>
        )}
      </Stack>
    );
  };

  return <Section title={t("deliveries.title")}>{body()}</Section>;
}
