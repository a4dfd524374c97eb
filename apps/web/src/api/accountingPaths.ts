// The accounting export's API paths, apart from the client so list options load without a browser.
export const ACCOUNTING_PATHS = {
  exports: "/cabinet/accounting_exports",
  bookings: "/cabinet/accounting_bookings",
  settings: "/cabinet/accounting_settings",
} as const;
