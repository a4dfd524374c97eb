// The browser paths the back-office app (apps/web) has a page for, as react-router patterns.
// The API cannot run the React router, yet must answer 404 for a path that shows the app's "not
// found" page; both sides read this one list (apps/web/test/web-routes.test.ts holds the router
// to it: a page added to one and not the other fails that test). Server-rendered buyer pages
// (/s/… except the course sign-in) are the API's own routes and not listed.

export const WEB_APP_PATHS = [
  "/",
  "/plans",
  "/terms",
  "/privacy",
  "/imprint",
  "/email_logs/:token",
  "/emails/unsubscribe/:token",
  "/s/:username/sign_in",
  "/users/sign_in",
  "/users/magic_link",
  "/users/sign_up",
  "/users/sign_up/about_you",
  "/users/confirmation",
  "/users/confirmation/new",
  "/users/password/new",
  "/users/password/edit",
  "/account",
  "/cabinet",
  "/cabinet/products",
  "/cabinet/products/:id/edit",
  "/cabinet/products/:id/preview",
  "/cabinet/orders",
  "/cabinet/orders/:id",
  "/cabinet/order_rates",
  "/cabinet/invoices",
  "/cabinet/transfers",
  "/cabinet/payouts",
  "/cabinet/payouts_settings",
  "/cabinet/payouts_statement",
  "/cabinet/payouts_held",
  "/cabinet/accounting_exports",
  "/cabinet/accounting_bookings",
  "/cabinet/exports",
  "/cabinet/exports/runs",
  "/cabinet/settings/invoices",
  "/cabinet/payment_tickets",
  "/cabinet/payment_tickets/overview",
  "/cabinet/payment_tickets/details",
  "/cabinet/seller_tasks",
  "/cabinet/settings/access",
  "/cabinet/dunning",
  "/cabinet/dunning/:id",
  "/cabinet/settings/dunning",
  "/cabinet/profile/edit",
  "/cabinet/legitimation",
  "/cabinet/bank_accounts",
  "/cabinet/coupons",
  "/cabinet/settings/checkout_themes",
  "/cabinet/settings/checkout_themes/new",
  "/cabinet/settings/checkout_themes/:id/edit",
  "/cabinet/settings/payment_providers",
  "/cabinet/settings/payment_settings",
  "/cabinet/affiliate_programs",
  "/cabinet/affiliate_programs/new",
  "/cabinet/affiliate_programs/:id",
  "/cabinet/affiliate_programs/:id/edit",
  "/cabinet/affiliate_nodes",
  "/cabinet/affiliate_statistics",
  "/affiliate_programs/:id",
  "/publish",
  "/publish/details",
  "/publish/profile/edit",
  "/publish/legitimation",
  "/publish/bank_accounts",
  "/publish/email_notification",
  "/publish/orders",
  "/publish/transfers",
  "/publish/affiliate_programs",
  "/publish/affiliate_marketplace",
  "/publish/affiliate_marketplace/:id",
  "/publish/affiliate_nodes",
  "/publish/affiliate_nodes/new",
  "/publish/statistics",
  "/publish/payouts_settings",
  "/publish/payouts_balance",
  "/publish/payouts",
  "/publish/embeddable_items",
  "/publish/embeddable_items/new",
  "/publish/embeddable_items/:id/edit",
  "/publish/embeddable_items/:id/preview",
  "/publish/support",
  "/payer",
  "/payer/orders/:token",
  "/payer/courses",
  "/payer/courses/:productId",
  "/payer/courses/:productId/lessons/:lessonId",
  "/team_member",
  "/team_member/products",
  "/team_member/products/:id/edit",
  "/team_member/products/:id/preview",
  "/team_member/orders",
  "/team_member/orders/:id",
  "/team_member/payment_tickets",
  "/team_member/payment_tickets/overview",
  "/team_member/payment_tickets/details",
  "/team_member/seller_tasks",
  "/team_member/seller_profile/edit",
  "/team_member/payouts_balance",
  "/team_member/payouts",
  "/team_member/payouts_settings",
  "/team_member/transfers",
  "/team_member/legitimation",
  "/team_member/bank_accounts",
  "/admin",
  "/admin/users",
  "/admin/audit_logs",
  "/admin/email_logs",
  "/admin/product_reviews",
  "/admin/bank_accounts",
  "/admin/bank_accounts/legitimations",
  "/admin/bank_accounts/old_legitimations",
  "/admin/reconciliations",
] as const;

function segments(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

const PATTERNS = WEB_APP_PATHS.map(segments);

/** Whether the app has a page for this path (query and trailing slash ignored). */
export function isWebAppPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? "";
  let parts: string[];
  try {
    parts = segments(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return false;
  }
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((p, i) => (p.startsWith(":") ? parts[i] !== "" : p === parts[i])),
  );
}
