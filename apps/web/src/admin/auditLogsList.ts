import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from "@sellwerk/domain";
import type { UseListOptions } from "../ui/list/useList.ts";

/** GET /admin/audit_logs: what managers did while acting as users. */
export const AUDIT_LOGS_LIST: UseListOptions = {
  path: "/admin/audit_logs",
  filters: [
    {
      key: "managerId",
      param: "manager_id",
      labelKey: "admin:auditLogs.filters.managerId",
      control: "number",
      min: 1,
    },
    {
      key: "userId",
      param: "user_id",
      labelKey: "admin:auditLogs.filters.userId",
      control: "number",
      min: 1,
    },
  ],
  sortKeys: ["id", "created_at"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
