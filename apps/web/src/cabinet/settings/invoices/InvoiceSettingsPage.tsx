import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInvoiceSettings } from "../../../api/invoiceSettings.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { NumberFormatsForm } from "./NumberFormatsForm.tsx";
import { VatChangeSection } from "./VatChangeSection.tsx";

/** /cabinet/settings/invoices: invoice and credit memo number formats, VAT settings and their change. */
export function InvoiceSettingsPage() {
  const { t } = useTranslation("billing");
  const errorText = useErrorText();
  const settings = useInvoiceSettings();
  return (
    <>
      <PageTitle title={t("settings.title")} description={t("settings.description")} />
      {settings.data ? (
        <Stack gap="xl" maw={900}>
          <NumberFormatsForm settings={settings.data} />
          <VatChangeSection settings={settings.data} />
        </Stack>
      ) : (
        <Center py="xl">
          {settings.isError ? (
            <Text>{errorText(settings.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      )}
    </>
  );
}
