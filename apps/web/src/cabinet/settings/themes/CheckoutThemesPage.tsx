import { useState } from "react";
import {
  ActionIcon,
  Badge,
  Center,
  ColorSwatch,
  Group,
  Loader,
  Menu,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconDots, IconPencil, IconPlus, IconStar, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CheckoutTheme } from "../../../api/checkoutSettingsTypes.ts";
import { useCheckoutThemes, useThemeAction } from "../../../api/checkoutThemes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormat } from "../../../ui/useFormat.ts";
import { THEMES_PAGE } from "./ThemeEditor.tsx";

/** /cabinet/settings/checkout_themes: the seller's checkout looks, one of them the default. */
export function CheckoutThemesPage() {
  const { t } = useTranslation("checkoutSettings");
  const format = useFormat();
  const errorText = useErrorText();
  const themes = useCheckoutThemes();
  const action = useThemeAction();
  const [removing, setRemoving] = useState<CheckoutTheme | null>(null);

  const run = (theme: CheckoutTheme, kind: "default" | "remove") =>
    action.mutate(
      { id: theme.id, action: kind },
      {
        onSuccess: () =>
          notify({
            kind: "success",
            message: t(kind === "remove" ? "themes.removed" : "themes.madeDefault", { name: theme.name }),
          }),
        onError: (error) => notify({ kind: "error", message: errorText(error) }),
        onSettled: () => setRemoving(null),
      },
    );

  return (
    <>
      <PageTitle title={t("themes.title")} description={t("themes.description")} />
      <Group justify="flex-end" mb="md">
        <AppButton
          component={Link}
          to={`${THEMES_PAGE}/new`}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t("themes.create")}
        </AppButton>
      </Group>
      {!themes.data ? (
        <Center py="xl">
          {themes.isError ? (
            <Text>{errorText(themes.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      ) : themes.data.length === 0 ? (
        <Stack align="center" py="xl" gap={4}>
          <Text fw={600}>{t("themes.emptyTitle")}</Text>
          <Text c="dimmed" size="sm" ta="center" maw={520}>
            {t("themes.empty")}
          </Text>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={t("themes.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("themes.columns.name")}</Table.Th>
                <Table.Th>{t("themes.columns.layout")}</Table.Th>
                <Table.Th>{t("themes.columns.colors")}</Table.Th>
                <Table.Th>{t("themes.columns.updated")}</Table.Th>
                <Table.Th ta="right">{t("themes.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {themes.data.map((theme) => (
                <Table.Tr key={theme.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text
                        component={Link}
                        to={`${THEMES_PAGE}/${theme.id}/edit`}
                        size="sm"
                        fw={600}
                        c="brand"
                      >
                        {theme.name}
                      </Text>
                      {theme.isDefault && (
                        <Badge size="sm" color="green" variant="light">
                          {t("themes.default")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`catalog:layouts.${theme.layout}`)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {[
                        theme.theme.buyButtonColor,
                        theme.theme.couponButtonColor,
                        theme.theme.pageColor,
                        theme.theme.backgroundColor,
                      ].map((color, i) => (
                        <ColorSwatch key={i} color={color} size={18} aria-label={color} />
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{format.date(theme.updatedAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={t("themes.menu", { name: theme.name })}>
                          <IconDots size={18} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          component={Link}
                          to={`${THEMES_PAGE}/${theme.id}/edit`}
                          leftSection={<IconPencil size={14} aria-hidden />}
                        >
                          {t("themes.edit")}
                        </Menu.Item>
                        <Menu.Item
                          disabled={theme.isDefault}
                          leftSection={<IconStar size={14} aria-hidden />}
                          onClick={() => run(theme, "default")}
                        >
                          {t("themes.makeDefault")}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => setRemoving(theme)}
                        >
                          {t("themes.remove")}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t("themes.removeTitle")}
        confirmLabel={t("themes.remove")}
        danger
        loading={action.isPending}
        onConfirm={() => removing && run(removing, "remove")}
        onClose={() => setRemoving(null)}
      >
        {removing ? t("themes.removeText", { name: removing.name }) : ""}
      </ConfirmModal>
    </>
  );
}
