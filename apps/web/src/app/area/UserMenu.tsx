import { useState } from "react";
import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconCheck,
  IconChevronDown,
  IconDoorExit,
  IconLogout,
  IconSettings,
  IconWorldOff,
} from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useSignOut, useTokens } from "../../api/session.ts";
import { leaveAdminMode } from "../../api/admin.ts";
import { SignOutEverywhereModal } from "./SignOutEverywhereModal.tsx";
import { AREAS, userAreas, type AreaKey } from "../areas.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";

function initials(first: string, last: string, email: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || email.charAt(0)).toUpperCase();
}

/** Profile switcher, account settings and the two ways to sign out. */
export function UserMenu({ current }: { current: AreaKey | null }) {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  const { adminMode } = useTokens();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const doSignOut = async () => {
    await signOut.mutateAsync();
    void navigate("/users/sign_in", { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t("userMenu.open", { name })}>
            <Group gap={8} wrap="nowrap">
              <Avatar color="brand" radius="xl" size={32}>
                {initials(user.firstName, user.lastName, user.email)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
                {name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t("userMenu.switchArea")}</Menu.Label>
          {userAreas(user).map((key) => (
            <Menu.Item
              key={key}
              component={Link}
              to={AREAS[key].path}
              rightSection={key === current ? <IconCheck size={14} aria-hidden /> : null}
              aria-current={key === current ? "page" : undefined}
            >
              {t(`areas.${key}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} aria-hidden />}>
            {t("userMenu.account")}
          </Menu.Item>
          <Menu.Divider />
          {adminMode ? (
            <Menu.Item
              leftSection={<IconDoorExit size={16} aria-hidden />}
              onClick={() => {
                leaveAdminMode();
                void navigate("/admin/users");
              }}
            >
              {t("adminMode.leave")}
            </Menu.Item>
          ) : (
            <>
              <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void doSignOut()}>
                {t("userMenu.signOut")}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconWorldOff size={16} aria-hidden />}
                onClick={() => setConfirmEverywhere(true)}
              >
                {t("userMenu.signOutEverywhere")}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <SignOutEverywhereModal opened={confirmEverywhere} onClose={() => setConfirmEverywhere(false)} />
    </>
  );
}
