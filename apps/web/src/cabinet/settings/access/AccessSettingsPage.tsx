import { Center, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAccessSettings } from "../../../api/accessSettings.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { AccessSettingsForm } from "./AccessSettingsForm.tsx";

/** /cabinet/settings/access: what an unpaid rate does to the buyer's access. */
export function AccessSettingsPage() {
  const { t } = useTranslation("fulfilment");
  const errorText = useErrorText();
  const settings = useAccessSettings();
  return (
    <>
      <PageTitle title={t("accessSettings.title")} description={t("accessSettings.description")} />
      {settings.data ? (
        <AccessSettingsForm settings={settings.data} />
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
