import {
  IconBuildingBank,
  IconClipboardCheck,
  IconHistory,
  IconMail,
  IconScale,
  IconUsers,
} from "@tabler/icons-react";
import type { NavItem } from "../app/area/navigation.ts";

export const ADMIN_NAV: readonly NavItem[] = [
  { to: "/admin/users", labelKey: "admin:nav.users", icon: IconUsers },
  { to: "/admin/audit_logs", labelKey: "admin:nav.auditLogs", icon: IconHistory },
  { to: "/admin/email_logs", labelKey: "admin:nav.emailLogs", icon: IconMail },
  { to: "/admin/product_reviews", labelKey: "admin:nav.productReviews", icon: IconClipboardCheck },
  { to: "/admin/bank_accounts", labelKey: "verification:nav.adminBankAccounts", icon: IconBuildingBank },
  { to: "/admin/reconciliations", labelKey: "admin:nav.reconciliations", icon: IconScale },
];
