import { useState } from "react";
import { Alert, Box, Grid, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { CheckoutTheme } from "../../../api/checkoutSettingsTypes.ts";
import { fieldErrors, isApiError } from "../../../api/client/errors.ts";
import { useSaveCheckoutTheme } from "../../../api/checkoutThemes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useValidationMessage } from "../../../ui/useValidationMessage.ts";
import { ConflictAlert } from "../../products/editor/steps/form/ConflictAlert.tsx";
import { ThemeFields } from "./ThemeFields.tsx";
import { ThemePreview } from "./ThemePreview.tsx";
import { themeInput, themeIssues, type ThemeForm } from "./themeForm.ts";

export const THEMES_PAGE = "/cabinet/settings/checkout_themes";

/** The form beside its live preview; a new theme is created on its first save. */
export function ThemeEditor({
  theme,
  initial,
  onReload,
}: {
  theme: CheckoutTheme | null;
  initial: ThemeForm;
  onReload: () => void;
}) {
  const { t } = useTranslation("checkoutSettings");
  const message = useValidationMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const save = useSaveCheckoutTheme();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const issues = themeIssues(form);
  const conflict = isApiError(save.error) && save.error.status === 409;
  const server = conflict ? {} : fieldErrors(save.error);
  const errorFor = (path: string) => {
    const issue = tried ? issues[path] : undefined;
    return (issue ? message(issue.code, issue.params) : undefined) ?? server[path];
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    save.mutate(
      { id: theme?.id ?? null, version: theme?.version ?? 0, input: themeInput(form) },
      {
        onSuccess: (saved) => {
          notify({ kind: "success", message: t("editor.saved", { name: saved.name }) });
          if (!theme) void navigate(`${THEMES_PAGE}/${saved.id}/edit`, { replace: true });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t("editor.formLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {conflict && (
              <ConflictAlert
                keys="checkoutSettings:editor.conflict"
                onReload={() => {
                  save.reset();
                  onReload();
                }}
              />
            )}
            {save.isError && !conflict && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorText(save.error)}
              </Alert>
            )}
            <ThemeFields form={form} onChange={setForm} errorFor={errorFor} touched={tried} />
            <Group justify="flex-end">
              <AppButton kind="secondary" component={Link} to={THEMES_PAGE}>
                {t("editor.back")}
              </AppButton>
              <AppButton
                type="submit"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t("editor.save")}
              </AppButton>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box pos="sticky" top={80}>
            <Text fw={600} mb="xs">
              {t("preview.title")}
            </Text>
            <ThemePreview form={form} />
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
