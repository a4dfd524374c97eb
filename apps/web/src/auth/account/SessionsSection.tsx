import { useState } from "react";
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AppButton } from "../../ui/AppButton.tsx";
import { SignOutEverywhereModal } from "../../app/area/SignOutEverywhereModal.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

export function SessionsSection() {
  const { t } = useTranslation("auth");
  const [opened, setOpened] = useState(false);
  return (
    <SettingsSection title={t("account.sessions.title")} description={t("account.sessions.description")}>
      <Group>
        <AppButton kind="danger" onClick={() => setOpened(true)}>
          {t("account.sessions.signOutEverywhere")}
        </AppButton>
      </Group>
      <SignOutEverywhereModal opened={opened} onClose={() => setOpened(false)} />
    </SettingsSection>
  );
}
