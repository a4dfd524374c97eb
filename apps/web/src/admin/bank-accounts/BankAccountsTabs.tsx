import { Tabs } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/PageTitle.tsx";

export const BANK_ACCOUNT_TABS = {
  bankAccounts: "/admin/bank_accounts",
  legitimations: "/admin/bank_accounts/legitimations",
  oldLegitimations: "/admin/bank_accounts/old_legitimations",
} as const;

/** The admin's bank accounts page with its three tabs (spec core §2), each a list of its own. */
export function BankAccountsTabs({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("verification");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active =
    (Object.entries(BANK_ACCOUNT_TABS).find(
      ([, path]) => path === pathname,
    )?.[0] as keyof typeof BANK_ACCOUNT_TABS) ?? "bankAccounts";
  return (
    <>
      <PageTitle title={t("admin.title")} description={t("admin.description")} />
      <Tabs
        value={active}
        onChange={(tab) => tab && void navigate(BANK_ACCOUNT_TABS[tab as keyof typeof BANK_ACCOUNT_TABS])}
        mb="md"
      >
        <Tabs.List>
          {Object.keys(BANK_ACCOUNT_TABS).map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`admin.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </>
  );
}
