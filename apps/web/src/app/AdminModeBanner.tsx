import { Button, Group, Text } from "@mantine/core";
import { IconUserShield } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser, useTokens } from "../api/session.ts";
import { leaveAdminMode } from "../api/admin.ts";

/** Height of the banner; signed-in layouts grow their fixed header by it. */
export const ADMIN_BANNER_HEIGHT = 40;

/**
 * Shown on every page while a manager acts as someone else, so nobody forgets whose data this is.
 * Public pages get it on top of the page (sticky); the signed-in areas put it into their fixed header.
 */
export function AdminModeBanner({ sticky = false }: { sticky?: boolean }) {
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
      h={ADMIN_BANNER_HEIGHT}
      px="md"
      bg="red.7"
      c="white"
      wrap="nowrap"
      style={sticky ? { position: "sticky", top: 0, zIndex: 300 } : undefined}
    >
      <IconUserShield size={18} aria-hidden />
      <Text size="sm" fw={600} truncate>
        {t("adminMode.actingAs", { user: user ? `${user.email}` : "…" })}
      </Text>
      <Button size="compact-sm" variant="white" color="red" onClick={leave}>
        {t("adminMode.leave")}
      </Button>
    </Group>
  );
}
