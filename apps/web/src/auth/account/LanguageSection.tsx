import { useTranslation } from "react-i18next";
import { LOCALES } from "@sellwerk/domain";
import { useUpdateUser } from "../../api/account.ts";
import { applyLocale } from "../../i18n/locale.ts";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { notify } from "../../ui/notify.ts";
import { useSignedInUser } from "../../app/guards/useSignedInUser.ts";
import { SettingsSection } from "./SettingsSection.tsx";

/** The account's language: used for this interface and for every mail Sellwerk sends the person. */
export function LanguageSection() {
  const { t } = useTranslation("auth");
  const user = useSignedInUser();
  const update = useUpdateUser();
  return (
    <SettingsSection title={t("account.language.title")} description={t("account.language.description")}>
      <SelectField
        label={t("account.language.label")}
        options={LOCALES.map((locale) => ({
          value: locale,
          label: t(`common:language.names.${locale}`, { lng: locale }),
        }))}
        value={user.locale}
        searchable={false}
        loading={update.isPending}
        onChange={(value) => {
          const locale = LOCALES.find((l) => l === value);
          if (!locale || locale === user.locale) return;
          update.mutate(
            { locale },
            {
              onSuccess: (saved) => {
                void applyLocale(saved.locale);
                notify({ kind: "success", message: t("account.saved") });
              },
            },
          );
        }}
        maw={320}
      />
    </SettingsSection>
  );
}
