import {
  IconArrowsTransferDown,
  IconBuildingBank,
  IconBuildingStore,
  IconCash,
  IconChartLine,
  IconCode,
  IconHeadset,
  IconId,
  IconMail,
  IconReceipt,
  IconSettingsDollar,
  IconShieldCheck,
  IconSitemap,
  IconUserCircle,
  IconUsersGroup,
  IconWallet,
} from "@tabler/icons-react";
import type { NavItem } from "../app/area/navigation.ts";

/** The publisher area's screens (spec core §2 /publish/…), after its home. */
export const PUBLISH_NAV: readonly NavItem[] = [
  { to: "/publish/affiliate_programs", labelKey: "publish:nav.programs", icon: IconSitemap },
  { to: "/publish/affiliate_marketplace", labelKey: "publish:nav.marketplace", icon: IconBuildingStore },
  { to: "/publish/affiliate_nodes", labelKey: "publish:nav.nodes", icon: IconUsersGroup },
  { to: "/publish/orders", labelKey: "publish:nav.orders", icon: IconReceipt },
  { to: "/publish/statistics", labelKey: "publish:nav.statistics", icon: IconChartLine },
  { to: "/publish/embeddable_items", labelKey: "publish:nav.embeddableItems", icon: IconCode },
  { to: "/publish/payouts_balance", labelKey: "publish:nav.balance", icon: IconWallet },
  { to: "/publish/payouts", labelKey: "publish:nav.payouts", icon: IconCash },
  { to: "/publish/transfers", labelKey: "publish:nav.transfers", icon: IconArrowsTransferDown },
  { to: "/publish/payouts_settings", labelKey: "publish:nav.payoutSettings", icon: IconSettingsDollar },
  { to: "/publish/legitimation", labelKey: "verification:nav.legitimation", icon: IconShieldCheck },
  { to: "/publish/bank_accounts", labelKey: "publish:nav.bankAccounts", icon: IconBuildingBank },
  { to: "/publish/details", labelKey: "publish:nav.details", icon: IconId },
  { to: "/publish/profile/edit", labelKey: "publish:nav.profile", icon: IconUserCircle },
  { to: "/publish/email_notification", labelKey: "publish:nav.emailNotification", icon: IconMail },
  { to: "/publish/support", labelKey: "publish:nav.support", icon: IconHeadset },
];
