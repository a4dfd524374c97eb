import type { RouteObject } from "react-router";
import { lazyPage } from "../app/lazyPage.ts";

// The publisher area's screens (spec core §2 /publish/…). The router adds the area's home and its
// catch-all; payout screens are the cabinet's, which follow the area they are opened in.

const PublishHomePage = lazyPage(() => import("./PublishHomePage.tsx"), "PublishHomePage");
const DetailsPage = lazyPage(() => import("./account/DetailsPage.tsx"), "DetailsPage");
const ProfileEditPage = lazyPage(() => import("./account/ProfileEditPage.tsx"), "ProfileEditPage");
const EmailNotificationPage = lazyPage(
  () => import("./account/EmailNotificationPage.tsx"),
  "EmailNotificationPage",
);
const BankAccountsPage = lazyPage(
  () => import("../cabinet/verification/BankAccountsPage.tsx"),
  "BankAccountsPage",
);
const PublishOrdersPage = lazyPage(() => import("./orders/PublishOrdersPage.tsx"), "PublishOrdersPage");
const JoinedProgramsPage = lazyPage(() => import("./programs/JoinedProgramsPage.tsx"), "JoinedProgramsPage");
const MarketplacePage = lazyPage(() => import("./marketplace/MarketplacePage.tsx"), "MarketplacePage");
const MarketplaceProgramPage = lazyPage(
  () => import("./marketplace/MarketplaceProgramPage.tsx"),
  "MarketplaceProgramPage",
);
const NodesPage = lazyPage(() => import("./nodes/NodesPage.tsx"), "NodesPage");
const NewNodePage = lazyPage(() => import("./nodes/NewNodePage.tsx"), "NewNodePage");
const StatisticsPage = lazyPage(() => import("./statistics/StatisticsPage.tsx"), "StatisticsPage");
const BalancePage = lazyPage(() => import("./payouts/BalancePage.tsx"), "BalancePage");
const PublishPayoutsPage = lazyPage(() => import("./payouts/PublishPayoutsPage.tsx"), "PublishPayoutsPage");
const PayoutSettingsPage = lazyPage(
  () => import("../cabinet/payouts/PayoutSettingsPage.tsx"),
  "PayoutSettingsPage",
);
const TransfersPage = lazyPage(() => import("../cabinet/payouts/TransfersPage.tsx"), "TransfersPage");
const EmbeddableItemsPage = lazyPage(
  () => import("./embeddable_items/EmbeddableItemsPage.tsx"),
  "EmbeddableItemsPage",
);
const EmbeddableItemEditorPage = lazyPage(
  () => import("./embeddable_items/EmbeddableItemEditorPage.tsx"),
  "EmbeddableItemEditorPage",
);
const EmbeddableItemPreviewPage = lazyPage(
  () => import("./embeddable_items/EmbeddableItemPreviewPage.tsx"),
  "EmbeddableItemPreviewPage",
);
const LegitimationPage = lazyPage(
  () => import("../cabinet/verification/LegitimationPage.tsx"),
  "LegitimationPage",
);
const SupportPage = lazyPage(() => import("./support/SupportPage.tsx"), "SupportPage");

export const PUBLISH_ROUTES: RouteObject[] = [
  { index: true, element: <PublishHomePage /> },
  { path: "details", element: <DetailsPage /> },
  { path: "profile/edit", element: <ProfileEditPage /> },
  { path: "legitimation", element: <LegitimationPage /> },
  { path: "bank_accounts", element: <BankAccountsPage /> },
  { path: "email_notification", element: <EmailNotificationPage /> },
  { path: "orders", element: <PublishOrdersPage /> },
  { path: "transfers", element: <TransfersPage /> },
  { path: "affiliate_programs", element: <JoinedProgramsPage /> },
  { path: "affiliate_marketplace", element: <MarketplacePage /> },
  { path: "affiliate_marketplace/:id", element: <MarketplaceProgramPage /> },
  { path: "affiliate_nodes", element: <NodesPage /> },
  { path: "affiliate_nodes/new", element: <NewNodePage /> },
  { path: "statistics", element: <StatisticsPage /> },
  { path: "payouts_settings", element: <PayoutSettingsPage /> },
  { path: "payouts_balance", element: <BalancePage /> },
  { path: "payouts", element: <PublishPayoutsPage /> },
  { path: "embeddable_items", element: <EmbeddableItemsPage /> },
  { path: "embeddable_items/new", element: <EmbeddableItemEditorPage /> },
  { path: "embeddable_items/:id/edit", element: <EmbeddableItemEditorPage /> },
  { path: "embeddable_items/:id/preview", element: <EmbeddableItemPreviewPage /> },
  { path: "support", element: <SupportPage /> },
];
