import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from "@sellwerk/domain";
import type { UseListOptions } from "../ui/list/useList.ts";

/** The platform's mails (apps/api notifications/templates/catalog.ts), as the filter offers them. */
export const MAIL_TEMPLATES = [
  "confirmation",
  "magic_link",
  "password_reset",
  "sign_in_locked",
  "payer_account",
  "order_paid_seller",
  "order_receipt",
  "rate_failed",
  "delivery_download",
  "delivery_course",
  "delivery_membership",
  "delivery_event",
  "delivery_license_key",
  "delivery_certificate",
  "delivery_service",
  "delivery_bundle",
  "delivery_custom",
  "invoice_issued",
  "credit_memo_issued",
  "invoice_corrected",
] as const;
export const MAIL_STATES = ["queued", "sent", "failed", "logged"] as const;

/** GET /admin/email_logs: every mail the platform sent (docs/api-identity.md). */
export const EMAIL_LOGS_LIST: UseListOptions = {
  path: "/admin/email_logs",
  filters: [
    {
      key: "template",
      param: "template",
      labelKey: "admin:emailLogs.filters.template",
      control: "select",
      options: MAIL_TEMPLATES.map((value) => ({ value, labelKey: `admin:emailLogs.templates.${value}` })),
    },
    {
      key: "state",
      param: "state",
      labelKey: "admin:emailLogs.filters.state",
      control: "select",
      options: MAIL_STATES.map((value) => ({ value, labelKey: `admin:emailLogs.states.${value}` })),
    },
    { key: "created", param: "created", labelKey: "admin:emailLogs.filters.created", control: "dateRange" },
  ],
  sortKeys: ["id", "created_at"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
