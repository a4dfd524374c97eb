import { Center, Loader, Tabs, Text } from "@mantine/core";
import { IconListCheck, IconTable } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { usePaymentProviders, usePaymentSettings } from "../../../api/paymentSettings.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { MethodProvidersForm } from "./MethodProvidersForm.tsx";
import { SupportMatrix } from "./SupportMatrix.tsx";

type Tab = "providers" | "matrix";

/** /cabinet/settings/payment_settings with the spec's tabs providers and matrix (?tab=). */
export function PaymentSettingsPage() {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get("tab") === "matrix" ? "matrix" : "providers";
  const settings = usePaymentSettings();
  const providers = usePaymentProviders();
  const failed = settings.isError ? settings.error : providers.isError ? providers.error : null;
  const offered = new Set((providers.data ?? []).filter((p) => p.available).map((p) => p.provider as string));

  return (
    <>
      <PageTitle title={t("settings.title")} description={t("settings.description")} />
      <Tabs
        value={tab}
        onChange={(next) => setSearch(next === "matrix" ? { tab: "matrix" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="providers" leftSection={<IconListCheck size={16} aria-hidden />}>
            {t("settings.tabs.providers")}
          </Tabs.Tab>
          <Tabs.Tab value="matrix" leftSection={<IconTable size={16} aria-hidden />}>
            {t("settings.tabs.matrix")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="providers">
          {settings.data && providers.data ? (
            // Remounted after a conflict reload, so the form starts from the fresh settings.
            <MethodProvidersForm
              key={settings.data.version}
              settings={settings.data}
              providers={providers.data}
              onReload={() => void Promise.all([settings.refetch(), providers.refetch()])}
            />
          ) : (
            <Center py="xl">
              {failed ? <Text>{errorText(failed)}</Text> : <Loader aria-label={t("common:loading")} />}
            </Center>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="matrix">
          <SupportMatrix offered={(provider) => providers.data === undefined || offered.has(provider)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
