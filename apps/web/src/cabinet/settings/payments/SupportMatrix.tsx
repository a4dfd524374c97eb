import { Stack, Table, Text } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  supportsMethod,
  type PaymentProviderName,
} from "@sellwerk/domain";

const METHODS = PAYMENT_METHODS.filter((m) => m !== "not_assigned");

/** The "matrix" tab (spec core §3): which provider offers which method, the domain's own table. */
export function SupportMatrix({ offered }: { offered: (provider: PaymentProviderName) => boolean }) {
  const { t } = useTranslation("checkoutSettings");
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("matrix.help")}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withColumnBorders verticalSpacing={6} aria-label={t("matrix.label")} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("matrix.method")}</Table.Th>
              {PAYMENT_PROVIDERS.map((provider) => (
                <Table.Th
                  key={provider}
                  ta="center"
                  style={offered(provider) ? undefined : { opacity: 0.55 }}
                >
                  <Stack gap={2} align="center">
                    <span>{t(`providers.${provider}.short`)}</span>
                    {!offered(provider) && (
                      <Text span size="xs" c="dimmed" fw={400} lh={1.2}>
                        {t("providers.notAvailable")}
                      </Text>
                    )}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {METHODS.map((method) => (
              <Table.Tr key={method}>
                <Table.Th scope="row" fw={500}>
                  {t(`catalog:paymentMethods.${method}`)}
                </Table.Th>
                {PAYMENT_PROVIDERS.map((provider) => {
                  const yes = supportsMethod(provider, method);
                  return (
                    <Table.Td
                      key={provider}
                      ta="center"
                      aria-label={yes ? t("matrix.supported") : t("matrix.notSupported")}
                      style={offered(provider) ? undefined : { opacity: 0.55 }}
                    >
                      {yes ? (
                        <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
                      ) : (
                        <IconMinus size={14} color="var(--mantine-color-gray-4)" aria-hidden />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
