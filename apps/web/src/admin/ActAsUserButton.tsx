import { useState } from "react";
import { Button, Group, Text } from "@mantine/core";
import { IconUserShare } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useActAsUser } from "../api/admin.ts";
import type { User } from "../api/types.ts";
import { AppModal } from "../ui/AppModal.tsx";
import { AppButton } from "../ui/AppButton.tsx";
import { homePath } from "../app/areas.ts";

/** Starts admin mode for one user after a confirmation; every action is then audit-logged by the API. */
export function ActAsUserButton({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const [opened, setOpened] = useState(false);
  const actAs = useActAsUser();
  const navigate = useNavigate();

  const start = async () => {
    const session = await actAs.mutateAsync(user.id);
    setOpened(false);
    void navigate(homePath(session.user));
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconUserShare size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t("users.actAsLabel", { email: user.email })}
      >
        {t("users.actAs")}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t("users.actAsTitle")}>
        <Text mb="lg">{t("users.actAsText", { email: user.email })}</Text>
        <Group justify="flex-end">
          <AppButton kind="secondary" onClick={() => setOpened(false)}>
            {t("common:cancel")}
          </AppButton>
          <AppButton
            kind="highlight"
            loading={actAs.isPending}
            onClick={() => void start().catch(() => undefined)}
          >
            {t("users.actAsConfirm")}
          </AppButton>
        </Group>
      </AppModal>
    </>
  );
}
