import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RootLayout } from "./RootLayout.tsx";
import { RouteErrorPage } from "./RouteErrorPage.tsx";
import { PublicLayout } from "./layouts/PublicLayout.tsx";
import { AuthLayout } from "./layouts/AuthLayout.tsx";
import { AreaLayout } from "./area/AreaLayout.tsx";
import { RequireSignedIn } from "./guards/RequireSignedIn.tsx";
import { lazyPage } from "./lazyPage.ts";
import { NotFoundPage } from "../marketing/NotFoundPage.tsx";
import { ADMIN_NAV } from "../admin/navigation.ts";
import { SellerSwitch } from "../team_member/SellerSwitch.tsx";
import { CABINET_NAV, TEAM_MEMBER_NAV } from "../cabinet/navigation.ts";
import { AFFILIATE_CABINET_ROUTES, AFFILIATE_PUBLIC_ROUTES } from "../cabinet/affiliates/affiliateRoutes.tsx";
import { PAYER_NAV } from "../payer/navigation.ts";
import { PUBLISH_NAV } from "../publish/navigation.ts";
import { PUBLISH_ROUTES } from "../publish/publishRoutes.tsx";

// Every screen of the web app (spec core §2). Pages load lazily, one chunk each; layouts and
// guards are small and shared, so they come with the entry.

const LandingPage = lazyPage(() => import("../marketing/LandingPage.tsx"), "LandingPage");
const PlansPage = lazyPage(() => import("../marketing/PlansPage.tsx"), "PlansPage");
const LegalPage = lazyPage(() => import("../marketing/LegalPage.tsx"), "LegalPage");
const EmailLogPage = lazyPage(() => import("../marketing/EmailLogPage.tsx"), "EmailLogPage");
const UnsubscribePage = lazyPage(() => import("../marketing/UnsubscribePage.tsx"), "UnsubscribePage");

const SignInPage = lazyPage(() => import("../auth/SignInPage.tsx"), "SignInPage");
const MagicLinkPage = lazyPage(() => import("../auth/MagicLinkPage.tsx"), "MagicLinkPage");
const SignUpFlow = lazyPage(() => import("../auth/signUp/SignUpFlow.tsx"), "SignUpFlow");
const SignUpAccountStep = lazyPage(() => import("../auth/signUp/SignUpAccountStep.tsx"), "SignUpAccountStep");
const SignUpAboutYouStep = lazyPage(
  () => import("../auth/signUp/SignUpAboutYouStep.tsx"),
  "SignUpAboutYouStep",
);
const ConfirmationPage = lazyPage(() => import("../auth/ConfirmationPage.tsx"), "ConfirmationPage");
const ConfirmationNewPage = lazyPage(() => import("../auth/ConfirmationNewPage.tsx"), "ConfirmationNewPage");
const PasswordNewPage = lazyPage(() => import("../auth/PasswordNewPage.tsx"), "PasswordNewPage");
const PasswordEditPage = lazyPage(() => import("../auth/PasswordEditPage.tsx"), "PasswordEditPage");
const AccountPage = lazyPage(() => import("../auth/account/AccountPage.tsx"), "AccountPage");

const CabinetHomePage = lazyPage(() => import("../cabinet/CabinetHomePage.tsx"), "CabinetHomePage");
const ProductsPage = lazyPage(() => import("../cabinet/products/ProductsPage.tsx"), "ProductsPage");
const ProductEditorPage = lazyPage(
  () => import("../cabinet/products/editor/ProductEditorPage.tsx"),
  "ProductEditorPage",
);
const ProductPreviewPage = lazyPage(
  () => import("../cabinet/products/ProductPreviewPage.tsx"),
  "ProductPreviewPage",
);
const SellerProfilePage = lazyPage(
  () => import("../cabinet/profile/SellerProfilePage.tsx"),
  "SellerProfilePage",
);
const CouponsPage = lazyPage(() => import("../cabinet/coupons/CouponsPage.tsx"), "CouponsPage");
const CheckoutThemesPage = lazyPage(
  () => import("../cabinet/settings/themes/CheckoutThemesPage.tsx"),
  "CheckoutThemesPage",
);
const CheckoutThemeEditorPage = lazyPage(
  () => import("../cabinet/settings/themes/CheckoutThemeEditorPage.tsx"),
  "CheckoutThemeEditorPage",
);
const PaymentProvidersPage = lazyPage(
  () => import("../cabinet/settings/payments/PaymentProvidersPage.tsx"),
  "PaymentProvidersPage",
);
const PaymentSettingsPage = lazyPage(
  () => import("../cabinet/settings/payments/PaymentSettingsPage.tsx"),
  "PaymentSettingsPage",
);
const OrdersPage = lazyPage(() => import("../cabinet/orders/OrdersPage.tsx"), "OrdersPage");
const OrderDetailPage = lazyPage(() => import("../cabinet/orders/OrderDetailPage.tsx"), "OrderDetailPage");
const InvoicesPage = lazyPage(() => import("../cabinet/invoices/InvoicesPage.tsx"), "InvoicesPage");
const InvoiceSettingsPage = lazyPage(
  () => import("../cabinet/settings/invoices/InvoiceSettingsPage.tsx"),
  "InvoiceSettingsPage",
);
const CheckInPage = lazyPage(() => import("../cabinet/payment_tickets/CheckInPage.tsx"), "CheckInPage");
const PaymentTicketsPage = lazyPage(
  () => import("../cabinet/payment_tickets/PaymentTicketsPage.tsx"),
  "PaymentTicketsPage",
);
const SellerTasksPage = lazyPage(
  () => import("../cabinet/seller_tasks/SellerTasksPage.tsx"),
  "SellerTasksPage",
);
const AccessSettingsPage = lazyPage(
  () => import("../cabinet/settings/access/AccessSettingsPage.tsx"),
  "AccessSettingsPage",
);
const DunningPage = lazyPage(() => import("../cabinet/dunning/DunningPage.tsx"), "DunningPage");
const ClaimDetailPage = lazyPage(() => import("../cabinet/dunning/ClaimDetailPage.tsx"), "ClaimDetailPage");
const DunningSettingsPage = lazyPage(
  () => import("../cabinet/dunning/DunningSettingsPage.tsx"),
  "DunningSettingsPage",
);
const PayerHomePage = lazyPage(() => import("../payer/PayerHomePage.tsx"), "PayerHomePage");
const PayerOrderPage = lazyPage(() => import("../payer/orders/PayerOrderPage.tsx"), "PayerOrderPage");
const PayerCoursesPage = lazyPage(() => import("../payer/courses/CoursesPage.tsx"), "CoursesPage");
const PayerCoursePage = lazyPage(() => import("../payer/courses/CoursePage.tsx"), "CoursePage");
const PayerLessonPage = lazyPage(() => import("../payer/courses/LessonPage.tsx"), "LessonPage");
const SellerSignInPage = lazyPage(() => import("../payer/signIn/SellerSignInPage.tsx"), "SellerSignInPage");
const TeamMemberHomePage = lazyPage(
  () => import("../team_member/TeamMemberHomePage.tsx"),
  "TeamMemberHomePage",
);
const TeamMemberBalancePage = lazyPage(
  () => import("../team_member/TeamMemberBalancePage.tsx"),
  "TeamMemberBalancePage",
);
const LegitimationPage = lazyPage(
  () => import("../cabinet/verification/LegitimationPage.tsx"),
  "LegitimationPage",
);
const BankAccountsPage = lazyPage(
  () => import("../cabinet/verification/BankAccountsPage.tsx"),
  "BankAccountsPage",
);
const PayoutsPage = lazyPage(() => import("../cabinet/payouts/PayoutsPage.tsx"), "PayoutsPage");
const PayoutSettingsPage = lazyPage(
  () => import("../cabinet/payouts/PayoutSettingsPage.tsx"),
  "PayoutSettingsPage",
);
const StatementPage = lazyPage(() => import("../cabinet/payouts/StatementPage.tsx"), "StatementPage");
const HeldReasonsPage = lazyPage(() => import("../cabinet/payouts/HeldReasonsPage.tsx"), "HeldReasonsPage");
const ExportsPage = lazyPage(() => import("../cabinet/exports/ExportsPage.tsx"), "ExportsPage");
const AccountingBookingsPage = lazyPage(
  () => import("../cabinet/accounting/AccountingBookingsPage.tsx"),
  "AccountingBookingsPage",
);
const AccountingExportsPage = lazyPage(
  () => import("../cabinet/accounting/AccountingExportsPage.tsx"),
  "AccountingExportsPage",
);
const OrderRatesPage = lazyPage(() => import("../cabinet/order-rates/OrderRatesPage.tsx"), "OrderRatesPage");
const TransfersPage = lazyPage(() => import("../cabinet/payouts/TransfersPage.tsx"), "TransfersPage");
const AdminBankAccountsPage = lazyPage(
  () => import("../admin/bank-accounts/AdminBankAccountsPage.tsx"),
  "AdminBankAccountsPage",
);
const AdminLegitimationsPage = lazyPage(
  () => import("../admin/bank-accounts/AdminLegitimationsPage.tsx"),
  "AdminLegitimationsPage",
);
const OldLegitimationsPage = lazyPage(
  () => import("../admin/bank-accounts/OldLegitimationsPage.tsx"),
  "OldLegitimationsPage",
);
const AdminHomePage = lazyPage(() => import("../admin/AdminHomePage.tsx"), "AdminHomePage");
const UsersPage = lazyPage(() => import("../admin/UsersPage.tsx"), "UsersPage");
const AuditLogsPage = lazyPage(() => import("../admin/AuditLogsPage.tsx"), "AuditLogsPage");
const ReconciliationsPage = lazyPage(
  () => import("../admin/reconciliations/ReconciliationsPage.tsx"),
  "ReconciliationsPage",
);
const EmailLogsPage = lazyPage(() => import("../admin/EmailLogsPage.tsx"), "EmailLogsPage");
const ProductReviewsPage = lazyPage(() => import("../admin/ProductReviewsPage.tsx"), "ProductReviewsPage");

/**
 * The seller's product screens. Team members use the same screens inside their own area, where
 * requests carry the selected seller (X-Seller-Id is sent only from /team_member paths).
 */
const PRODUCT_ROUTES: RouteObject[] = [
  { path: "products", element: <ProductsPage /> },
  { path: "products/:id/edit", element: <ProductEditorPage /> },
  { path: "products/:id/preview", element: <ProductPreviewPage /> },
];

/** The seller's orders; team members see the selected seller's in their own area, like products. */
const ORDER_ROUTES: RouteObject[] = [
  { path: "orders", element: <OrdersPage /> },
  { path: "orders/:id", element: <OrderDetailPage /> },
];

/** Spec core §2: the door's check-in (overview) and the sold tickets (details); team members staff doors too. */
const PAYMENT_TICKET_ROUTES: RouteObject[] = [
  { path: "payment_tickets", element: <Navigate to="overview" replace /> },
  { path: "payment_tickets/overview", element: <CheckInPage /> },
  { path: "payment_tickets/details", element: <PaymentTicketsPage /> },
];

/** The seller-side settings of the checkout (spec core §2 /cabinet/settings/…, spec two §3 coupons). */
const CHECKOUT_SETTINGS_ROUTES: RouteObject[] = [
  { path: "coupons", element: <CouponsPage /> },
  { path: "settings/checkout_themes", element: <CheckoutThemesPage /> },
  { path: "settings/checkout_themes/new", element: <CheckoutThemeEditorPage /> },
  { path: "settings/checkout_themes/:id/edit", element: <CheckoutThemeEditorPage /> },
  { path: "settings/payment_providers", element: <PaymentProvidersPage /> },
  { path: "settings/payment_settings", element: <PaymentSettingsPage /> },
];

/** An area's pages, and its own catch-all so unknown area paths keep the area's frame. */
function area(children: RouteObject[]): RouteObject[] {
  return [...children, { path: "*", element: <NotFoundPage /> }];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: "plans", element: <PlansPage /> },
          { path: "terms", element: <LegalPage kind="terms" /> },
          { path: "privacy", element: <LegalPage kind="privacy" /> },
          { path: "imprint", element: <LegalPage kind="imprint" /> },
          { path: "email_logs/:token", element: <EmailLogPage /> },
          { path: "emails/unsubscribe/:token", element: <UnsubscribePage /> },
          ...AFFILIATE_PUBLIC_ROUTES,
          // Public pages by slug come with the page builder; until then every slug is unknown.
          { path: ":slug", element: <NotFoundPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        // The seller's course sign-in (spec two §2). The API hands this one /s/ path to the web
        // app (payer/routes/sign-in.ts); the other /s/ pages are server-rendered.
        path: "s/:username",
        element: <AuthLayout />,
        children: [
          { path: "sign_in", element: <SellerSignInPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        path: "users",
        element: <AuthLayout />,
        children: [
          { path: "sign_in", element: <SignInPage /> },
          { path: "magic_link", element: <MagicLinkPage /> },
          {
            path: "sign_up",
            element: <SignUpFlow />,
            children: [
              { index: true, element: <SignUpAccountStep /> },
              { path: "about_you", element: <SignUpAboutYouStep /> },
            ],
          },
          { path: "confirmation", element: <ConfirmationPage /> },
          { path: "confirmation/new", element: <ConfirmationNewPage /> },
          { path: "password/new", element: <PasswordNewPage /> },
          { path: "password/edit", element: <PasswordEditPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: "account",
            element: <AreaLayout area={null} />,
            children: [{ index: true, element: <AccountPage /> }],
          },
          {
            path: "cabinet",
            element: <AreaLayout area="cabinet" nav={CABINET_NAV} />,
            children: area([
              { index: true, element: <CabinetHomePage /> },
              ...PRODUCT_ROUTES,
              ...ORDER_ROUTES,
              { path: "invoices", element: <InvoicesPage /> },
              { path: "settings/invoices", element: <InvoiceSettingsPage /> },
              ...PAYMENT_TICKET_ROUTES,
              { path: "seller_tasks", element: <SellerTasksPage /> },
              { path: "settings/access", element: <AccessSettingsPage /> },
              { path: "dunning", element: <DunningPage /> },
              { path: "dunning/:id", element: <ClaimDetailPage /> },
              { path: "settings/dunning", element: <DunningSettingsPage /> },
              { path: "profile/edit", element: <SellerProfilePage /> },
              { path: "legitimation", element: <LegitimationPage /> },
              { path: "bank_accounts", element: <BankAccountsPage /> },
              { path: "payouts", element: <PayoutsPage /> },
              { path: "payouts_settings", element: <PayoutSettingsPage /> },
              { path: "payouts_statement", element: <StatementPage /> },
              { path: "payouts_held", element: <HeldReasonsPage /> },
              { path: "accounting_exports", element: <AccountingExportsPage /> },
              { path: "accounting_bookings", element: <AccountingBookingsPage /> },
              { path: "exports", element: <ExportsPage /> },
              { path: "exports/runs", element: <ExportsPage /> },
              { path: "order_rates", element: <OrderRatesPage /> },
              { path: "transfers", element: <TransfersPage /> },
              ...CHECKOUT_SETTINGS_ROUTES,
              ...AFFILIATE_CABINET_ROUTES,
            ]),
          },
          {
            path: "publish",
            element: <AreaLayout area="publish" nav={PUBLISH_NAV} />,
            children: area(PUBLISH_ROUTES),
          },
          {
            path: "payer",
            element: <AreaLayout area="payer" nav={PAYER_NAV} />,
            children: area([
              { index: true, element: <PayerHomePage /> },
              { path: "orders/:token", element: <PayerOrderPage /> },
              { path: "courses", element: <PayerCoursesPage /> },
              { path: "courses/:productId", element: <PayerCoursePage /> },
              { path: "courses/:productId/lessons/:lessonId", element: <PayerLessonPage /> },
            ]),
          },
          {
            path: "team_member",
            element: (
              <AreaLayout area="team_member" nav={TEAM_MEMBER_NAV} headerExtra={<SellerSwitch compact />} />
            ),
            children: area([
              { index: true, element: <TeamMemberHomePage /> },
              ...PRODUCT_ROUTES,
              ...ORDER_ROUTES,
              ...PAYMENT_TICKET_ROUTES,
              { path: "seller_tasks", element: <SellerTasksPage /> },
              { path: "seller_profile/edit", element: <SellerProfilePage /> },
              // The member's own money (issue 13): the cabinet's payout and verification screens,
              // which follow the area they are opened in.
              { path: "payouts_balance", element: <TeamMemberBalancePage /> },
              { path: "payouts", element: <PayoutsPage /> },
              { path: "payouts_settings", element: <PayoutSettingsPage /> },
              { path: "transfers", element: <TransfersPage /> },
              { path: "legitimation", element: <LegitimationPage /> },
              { path: "bank_accounts", element: <BankAccountsPage /> },
            ]),
          },
          {
            path: "admin",
            element: <AreaLayout area="admin" nav={ADMIN_NAV} />,
            children: area([
              { index: true, element: <AdminHomePage /> },
              { path: "users", element: <UsersPage /> },
              { path: "audit_logs", element: <AuditLogsPage /> },
              { path: "email_logs", element: <EmailLogsPage /> },
              { path: "product_reviews", element: <ProductReviewsPage /> },
              { path: "bank_accounts", element: <AdminBankAccountsPage /> },
              { path: "bank_accounts/legitimations", element: <AdminLegitimationsPage /> },
              { path: "bank_accounts/old_legitimations", element: <OldLegitimationsPage /> },
              { path: "reconciliations", element: <ReconciliationsPage /> },
            ]),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
