import { Center, Loader, Text } from "@mantine/core";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useCheckoutTheme } from "../../../api/checkoutThemes.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { ThemeEditor } from "./ThemeEditor.tsx";
import { newThemeForm, toThemeForm } from "./themeForm.ts";

/** /cabinet/settings/checkout_themes/new and …/{id}/edit. */
export function CheckoutThemeEditorPage() {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const { id } = useParams();
  const themeId = id === undefined ? null : Number(id);
  const theme = useCheckoutTheme(themeId);

  if (themeId === null)
    return (
      <>
        <PageTitle title={t("editor.newTitle")} description={t("editor.description")} />
        <ThemeEditor theme={null} initial={newThemeForm(t("editor.newName"))} onReload={() => undefined} />
      </>
    );
  return (
    <>
      <PageTitle
        title={theme.data ? t("editor.editTitle", { name: theme.data.name }) : t("editor.loadingTitle")}
        description={t("editor.description")}
      />
      {theme.data ? (
        // A reload after a conflict brings a new version: the form starts again from it.
        <ThemeEditor
          key={theme.data.version}
          theme={theme.data}
          initial={toThemeForm(theme.data)}
          onReload={() => void theme.refetch()}
        />
      ) : (
        <Center py="xl">
          {theme.isError ? (
            <Text>{errorText(theme.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      )}
    </>
  );
}
