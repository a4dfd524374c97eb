import { Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlugConnected, IconPlugConnectedX, IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { credentialFormKey } from "@sellwerk/domain";
import type { ProviderAccount } from "../../../api/checkoutSettingsTypes.ts";
import { snakeToCamel } from "../../../api/client/caseConversion.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { credentialFields, secretHint } from "./credentialForm.ts";
import { MethodBadges } from "./MethodBadges.tsx";

function StateBadges({ account }: { account: ProviderAccount }) {
  const { t } = useTranslation("checkoutSettings");
  if (!account.available)
    return (
      <Badge color="gray" variant="outline">
        {t("providers.notAvailable")}
      </Badge>
    );
  return (
    <Group gap={4}>
      <Badge color={account.connected ? "green" : "gray"} variant="light">
        {account.builtIn
          ? t("providers.builtIn")
          : account.connected
            ? t("providers.isConnected")
            : t("providers.notConnected")}
      </Badge>
      {account.connected && account.testMode !== null && (
        <Badge color={account.testMode ? "yellow" : "blue"} variant="light">
          {account.testMode ? t("providers.testMode") : t("providers.liveMode")}
        </Badge>
      )}
    </Group>
  );
}

/** What is stored, as far as it may be shown: public ids, and secrets by their masked hint. */
function StoredValues({ account }: { account: ProviderAccount }) {
  const { t } = useTranslation("checkoutSettings");
  const form = credentialFormKey(account.provider, account.mode);
  if (!form || !account.connected) return null;
  const rows = credentialFields(form).flatMap((f) => {
    const value = f.secret ? secretHint(account, f, true) : account.publicConfig[f.key];
    if (value === undefined || value === null || value === "") return [];
    const shown = typeof value === "boolean" ? (value ? t("common:list.yes") : t("common:list.no")) : value;
    return [{ key: f.key, label: t(`credentials.${f.key}`), shown }];
  });
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="xs">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td c="dimmed" w="45%">
              {row.label}
            </Table.Td>
            <Table.Td ff="monospace" style={{ wordBreak: "break-all" }}>
              {row.shown}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One provider: what it can do, whether it is connected, and what to do next. */
export function ProviderCard({
  account,
  onConnect,
  onDisconnect,
}: {
  account: ProviderAccount;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation("checkoutSettings");
  const name = t(`providers.${account.provider}.name`);
  const connectable = account.available && !account.builtIn;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      aria-label={name}
      component="section"
      style={account.available ? undefined : { opacity: 0.6 }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" preventGrowOverflow={false}>
          <Title order={2} fz="lg">
            {name}
          </Title>
          <StateBadges account={account} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`providers.${account.provider}.describe`)}
        </Text>
        {account.methods.length > 0 && <MethodBadges methods={account.methods} />}
        <StoredValues account={account} />
        {account.usedBy.length > 0 && (
          <Text size="sm">
            {t("providers.usedBy", {
              choices: account.usedBy.map((wire) => t(`methodKeys.${snakeToCamel(wire)}`)).join(", "),
            })}
          </Text>
        )}
        <Group gap="xs" mt="auto">
          {connectable && !account.connected && (
            <AppButton
              size="xs"
              leftSection={<IconPlugConnected size={14} aria-hidden />}
              onClick={onConnect}
            >
              {t("providers.connect")}
            </AppButton>
          )}
          {connectable && account.connected && (
            <>
              <AppButton
                size="xs"
                kind="secondary"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={onConnect}
                aria-label={t("providers.editLabel", { name })}
              >
                {t("providers.edit")}
              </AppButton>
              <AppButton
                size="xs"
                kind="ghost"
                color="red"
                leftSection={<IconPlugConnectedX size={14} aria-hidden />}
                onClick={onDisconnect}
                aria-label={t("providers.disconnectLabel", { name })}
              >
                {t("providers.disconnect")}
              </AppButton>
            </>
          )}
          {account.provider === "bank_wire" && (
            <AppButton size="xs" kind="secondary" component={Link} to="/cabinet/settings/payment_settings">
              {t("providers.bankDetails")}
            </AppButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
