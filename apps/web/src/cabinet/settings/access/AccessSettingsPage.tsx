import { useTranslation } from "react-i18next";
import { useAccessSettings } from "../../../api/accessSettings.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { AccessSettingsForm } from "./AccessSettingsForm.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";

/** /cabinet/settings/access: what an unpaid rate does to the buyer's access. */
export function AccessSettingsPage() {
  const { t } = useTranslation("fulfilment");
  const settings = useAccessSettings();
  return (
    <>
      <PageTitle title={t("accessSettings.title")} description={t("accessSettings.description")} />
      <QueryContent query={settings}>{(data) => <AccessSettingsForm settings={data} />}</QueryContent>
    </>
  );
}
