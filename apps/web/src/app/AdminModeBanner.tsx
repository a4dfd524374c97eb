import { Button, Group, Text } from "@mantine/core";
import { IconUserShield } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser, useTokens } from "../api/session.ts";
import { leaveAdminMode } from "../api/admin.ts";

/** Shown on every page while a manager acts as someone else, so nobody forgets whose data this is. */
export function AdminModeBanner() {
  const { t } = useTranslation("area");
  const { adminMode } = useTokens();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  if (!adminMode) return null;

  const leave = () => {
    leaveAdminMode();
    void navigate("/admin/users");
  };

  return (
    <Group
      role="region"
      aria-label={t("adminMode.region")}
      justify="center"
      gap="md"
      py={6}
      px="md"
      bg="red.7"
      c="white"
      style={{ position: "sticky", top: 0, zIndex: 300 }}
    >
      <IconUserShield size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {t("adminMode.actingAs", { user: user ? `${user.email}` : "…" })}
      </Text>
      <Button size="compact-sm" variant="white" color="red" onClick={leave}>
        {t("adminMode.leave")}
      </Button>
    </Group>
  );
}
