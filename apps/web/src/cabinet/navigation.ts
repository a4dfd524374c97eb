import {
  IconAffiliate,
  IconArrowsTransferDown,
  IconBuildingBank,
  IconCalendarDollar,
  IconChartLine,
  IconCash,
  IconBellRinging,
  IconCalculator,
  IconCreditCard,
  IconFileExport,
  IconFileInvoice,
  IconFileSettings,
  IconId,
  IconListCheck,
  IconLockPause,
  IconPackage,
  IconPalette,
  IconPlugConnected,
  IconShieldCheck,
  IconReceipt,
  IconScan,
  IconTicket,
  IconUsers,
  IconWallet,
  IconSettingsDollar,
} from "@tabler/icons-react";
import type { NavItem } from "../app/area/navigation.ts";

export const CABINET_NAV: readonly NavItem[] = [
  { to: "/cabinet/products", labelKey: "catalog:nav.products", icon: IconPackage },
  { to: "/cabinet/orders", labelKey: "orders:nav.orders", icon: IconReceipt },
  { to: "/cabinet/order_rates", labelKey: "orders:nav.orderRates", icon: IconCalendarDollar },
  { to: "/cabinet/invoices", labelKey: "billing:nav.invoices", icon: IconFileInvoice },
  { to: "/cabinet/transfers", labelKey: "payouts:nav.transfers", icon: IconArrowsTransferDown },
  { to: "/cabinet/payouts", labelKey: "payouts:nav.payouts", icon: IconCash },
  { to: "/cabinet/accounting_exports", labelKey: "accounting:nav", icon: IconCalculator },
  { to: "/cabinet/exports", labelKey: "exports:nav", icon: IconFileExport },
  { to: "/cabinet/payment_tickets", labelKey: "fulfilment:nav.paymentTickets", icon: IconScan },
  { to: "/cabinet/seller_tasks", labelKey: "fulfilment:nav.sellerTasks", icon: IconListCheck },
  { to: "/cabinet/coupons", labelKey: "checkoutSettings:nav.coupons", icon: IconTicket },
  { to: "/cabinet/affiliate_programs", labelKey: "affiliates:nav.programs", icon: IconAffiliate },
  { to: "/cabinet/affiliate_nodes", labelKey: "affiliates:nav.publishers", icon: IconUsers },
  { to: "/cabinet/affiliate_statistics", labelKey: "affiliates:nav.statistics", icon: IconChartLine },
  {
    to: "/cabinet/settings/checkout_themes",
    labelKey: "checkoutSettings:nav.checkoutThemes",
    icon: IconPalette,
  },
  {
    to: "/cabinet/settings/payment_providers",
    labelKey: "checkoutSettings:nav.paymentProviders",
    icon: IconPlugConnected,
  },
  {
    to: "/cabinet/settings/payment_settings",
    labelKey: "checkoutSettings:nav.paymentSettings",
    icon: IconCreditCard,
  },
  { to: "/cabinet/settings/invoices", labelKey: "billing:nav.invoiceSettings", icon: IconFileSettings },
  { to: "/cabinet/settings/access", labelKey: "fulfilment:nav.accessSettings", icon: IconLockPause },
  { to: "/cabinet/dunning", labelKey: "dunning:nav.dunning", icon: IconBellRinging },
  { to: "/cabinet/profile/edit", labelKey: "catalog:nav.sellerProfile", icon: IconId },
  { to: "/cabinet/legitimation", labelKey: "verification:nav.legitimation", icon: IconShieldCheck },
  { to: "/cabinet/bank_accounts", labelKey: "verification:nav.bankAccounts", icon: IconBuildingBank },
];

/**
 * A team member works on the selected seller's products and orders with the same screens; below
 * them, their own money (issue 13): balance, payouts, transfers, settings, verification, bank accounts.
 */
export const TEAM_MEMBER_NAV: readonly NavItem[] = [
  { to: "/team_member/products", labelKey: "catalog:nav.products", icon: IconPackage },
  { to: "/team_member/orders", labelKey: "orders:nav.orders", icon: IconReceipt },
  { to: "/team_member/payment_tickets", labelKey: "fulfilment:nav.paymentTickets", icon: IconScan },
  { to: "/team_member/seller_tasks", labelKey: "fulfilment:nav.sellerTasks", icon: IconListCheck },
  { to: "/team_member/seller_profile/edit", labelKey: "catalog:nav.sellerProfile", icon: IconId },
  { to: "/team_member/payouts_balance", labelKey: "payouts:nav.balance", icon: IconWallet },
  { to: "/team_member/payouts", labelKey: "payouts:nav.payouts", icon: IconCash },
  { to: "/team_member/transfers", labelKey: "payouts:nav.transfers", icon: IconArrowsTransferDown },
  { to: "/team_member/payouts_settings", labelKey: "payouts:nav.payoutSettings", icon: IconSettingsDollar },
  { to: "/team_member/legitimation", labelKey: "verification:nav.legitimation", icon: IconShieldCheck },
  { to: "/team_member/bank_accounts", labelKey: "verification:nav.bankAccounts", icon: IconBuildingBank },
];
