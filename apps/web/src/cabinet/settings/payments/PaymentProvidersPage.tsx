import { useState } from "react";
import { Center, Loader, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PaymentProviderName } from "@sellwerk/domain";
import type { ProviderAccount } from "../../../api/checkoutSettingsTypes.ts";
import { useDisconnectProvider, usePaymentProviders } from "../../../api/paymentSettings.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { ConnectProviderModal } from "./ConnectProviderModal.tsx";
import { ProviderCard } from "./ProviderCard.tsx";

/** /cabinet/settings/payment_providers: connect the providers that take the seller's payments. */
export function PaymentProvidersPage() {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const providers = usePaymentProviders();
  const disconnect = useDisconnectProvider();
  const [editing, setEditing] = useState<ProviderAccount | null>(null);
  const [removing, setRemoving] = useState<PaymentProviderName | null>(null);

  const confirmDisconnect = () => {
    if (!removing) return;
    const name = t(`providers.${removing}.name`);
    disconnect.mutate(removing, {
      onSuccess: () => notify({ kind: "success", message: t("providers.disconnected", { name }) }),
      // Refused while methods are routed to it: the server says so in the seller's language.
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <PageTitle title={t("providers.title")} description={t("providers.description")} />
      {providers.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {providers.data.map((account) => (
            <ProviderCard
              key={account.provider}
              account={account}
              onConnect={() => setEditing(account)}
              onDisconnect={() => setRemoving(account.provider)}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Center py="xl">
          {providers.isError ? (
            <Text>{errorText(providers.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      )}
      {editing && <ConnectProviderModal account={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={removing !== null}
        title={t("providers.disconnectTitle")}
        confirmLabel={t("providers.disconnect")}
        danger
        loading={disconnect.isPending}
        onConfirm={confirmDisconnect}
        onClose={() => setRemoving(null)}
      >
        {removing ? t("providers.disconnectText", { name: t(`providers.${removing}.name`) }) : ""}
      </ConfirmModal>
    </>
  );
}
