import { Group, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useSignOutEverywhere } from "../../api/session.ts";
import { AppModal } from "../../ui/AppModal.tsx";
import { AppButton } from "../../ui/AppButton.tsx";

/** Confirms ending every session of the account (all devices), then goes to sign-in. */
export function SignOutEverywhereModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("area");
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();

  const confirm = async () => {
    await signOutEverywhere.mutateAsync();
    onClose();
    void navigate("/users/sign_in", { replace: true });
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t("signOutEverywhere.title")}>
      <Text mb="lg">{t("signOutEverywhere.text")}</Text>
      <Group justify="flex-end">
        <AppButton kind="secondary" onClick={onClose}>
          {t("common:cancel")}
        </AppButton>
        <AppButton
          kind="danger"
          loading={signOutEverywhere.isPending}
          onClick={() => void confirm().catch(() => undefined)}
        >
          {t("signOutEverywhere.confirm")}
        </AppButton>
      </Group>
    </AppModal>
  );
}
