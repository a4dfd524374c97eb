import { useState } from "react";
import { Paper, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { affiliates } from "@sellwerk/contracts";
import {
  usePublisherNotifications,
  useSavePublisherNotifications,
  type PublisherNotifications,
} from "../../api/publish.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { SettingsForm } from "../../ui/SettingsForm.tsx";
import { notify } from "../../ui/notify.ts";

/** The mails a publisher may turn off, in the order of the contract (the bundle carries no zod). */
const KEYS = [
  ["new_sale", "newSale"],
  ["commission_clawed_back", "commissionClawedBack"],
  ["platform_commission", "platformCommission"],
  ["node_answered", "nodeAnswered"],
  ["node_canceled", "nodeCanceled"],
  ["payout_sent", "payoutSent"],
] as const satisfies readonly (readonly [
  affiliates.PublisherNotificationKey,
  keyof PublisherNotifications,
])[];

/** /publish/email_notification: which mails the publisher gets (all on until turned off). */
export function EmailNotificationPage() {
  const { t } = useTranslation("publish");
  const settings = usePublisherNotifications();
  return (
    <>
      <PageTitle title={t("notifications.title")} description={t("notifications.description")} />
      <QueryContent query={settings}>{(data) => <NotificationsForm saved={data} />}</QueryContent>
    </>
  );
}

function NotificationsForm({ saved }: { saved: PublisherNotifications }) {
  const { t } = useTranslation("publish");
  const save = useSavePublisherNotifications();
  const [settings, setSettings] = useState(saved);
  return (
    <SettingsForm
      label={t("notifications.title")}
      saveLabel={t("notifications.save")}
      saving={save.isPending}
      error={save.error}
      maw={640}
      onSubmit={() =>
        save.mutate(settings, {
          onSuccess: () => notify({ kind: "success", message: t("notifications.saved") }),
        })
      }
    >
      <Paper withBorder p="md">
        <Stack gap="md">
          {KEYS.map(([wire, key]) => (
            <Switch
              key={wire}
              label={t(`notifications.keys.${wire}.label`)}
              description={t(`notifications.keys.${wire}.help`)}
              checked={settings[key]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setSettings((s) => ({ ...s, [key]: checked }));
              }}
            />
          ))}
        </Stack>
      </Paper>
    </SettingsForm>
  );
}
