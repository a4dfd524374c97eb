import { Suspense, type ReactNode } from "react";
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHome, IconSettings } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Logo } from "../../ui/Logo.tsx";
import { LanguageSwitch } from "../../ui/LanguageSwitch.tsx";
import { CenteredLoader } from "../../ui/CenteredLoader.tsx";
import { AREAS, hasArea, userAreas, type AreaKey } from "../areas.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";
import { useTokens } from "../../api/session.ts";
import { ADMIN_BANNER_HEIGHT, AdminModeBanner } from "../AdminModeBanner.tsx";
import { UserMenu } from "./UserMenu.tsx";
import { NoAccessPage } from "./NoAccessPage.tsx";
import type { NavItem } from "./navigation.ts";

export interface AreaLayoutProps {
  /** null for pages that belong to the person rather than an area (account settings). */
  area: AreaKey | null;
  /** The area's own screens between its home and the account settings. */
  nav?: readonly NavItem[];
  /** Area-specific controls in the header (the team member's seller switch). */
  headerExtra?: ReactNode;
}

const HEADER_HEIGHT = 60;

function isActive(pathname: string, item: { to: string; end?: boolean }): boolean {
  return item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** Header with language and user menu, side navigation, the page: the frame of every signed-in area. */
export function AreaLayout({ area, nav = [], headerExtra }: AreaLayoutProps) {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { adminMode } = useTokens();
  const allowed = area === null || hasArea(user, area);

  const items: NavItem[] =
    area === null
      ? userAreas(user).map((key) => ({
          to: AREAS[key].path,
          labelKey: `areas.${key}`,
          icon: IconHome,
          end: false,
        }))
      : allowed
        ? [{ to: AREAS[area].path, labelKey: "nav.home", icon: IconHome, end: true }, ...nav]
        : [];
  const withAccount: NavItem[] = [...items, { to: "/account", labelKey: "nav.account", icon: IconSettings }];

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + (adminMode ? ADMIN_BANNER_HEIGHT : 0) }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <AdminModeBanner />
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("nav.toggle")} />
            <Logo to={area ? AREAS[area].path : "/account"} />
            <Text c="dimmed" size="sm" visibleFrom="sm">
              {area ? t(`areas.${area}`) : t("nav.account")}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {allowed && headerExtra}
            <LanguageSwitch />
            <UserMenu current={area} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t("nav.label")}>
        {/* The cabinet's entries outgrow a laptop's screen: the list scrolls on its own, so the
            last ones (settings) stay reachable while the page stays where it is. */}
        <AppShell.Section grow component={ScrollArea} type="auto">
          {withAccount.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} aria-hidden />}
              active={isActive(pathname, item)}
              aria-current={isActive(pathname, item) ? "page" : undefined}
              onClick={close}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<CenteredLoader />}>
          {allowed || area === null ? <Outlet /> : <NoAccessPage area={area} />}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
