import { Button, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "@sellwerk/domain";
import { applyLocale, currentLocale } from "../i18n/locale.ts";
import { useTokens } from "../api/session.ts";
import { saveUser } from "../api/account.ts";

/**
 * Switches the interface language at once; signed-in people keep it on their account (PATCH
 * /app/user), visitors in this browser.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { accessToken, adminMode } = useTokens();
  const active = currentLocale();

  const choose = async (locale: Locale) => {
    await applyLocale(locale);
    // A manager acting as someone changes only their own view, not the person's saved language.
    if (accessToken && !adminMode) await saveUser({ locale }).catch(() => undefined);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t("language.switch", { language: t(`language.names.${active}`) })}
        >
          {active.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void choose(locale)}
            rightSection={locale === active ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={locale === active ? "true" : undefined}
          >
            {t(`language.names.${locale}`, { lng: locale })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
