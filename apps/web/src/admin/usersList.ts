import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE, PROFILE_TYPES } from "@sellwerk/domain";
import type { UseListOptions } from "../ui/list/useList.ts";

/** GET /admin/users: filters, sort keys and page sizes as the API takes them (docs/api-identity.md). */
export const USERS_LIST: UseListOptions = {
  path: "/admin/users",
  filters: [
    {
      key: "profileType",
      param: "profile_type",
      labelKey: "admin:users.filters.profileType",
      control: "select",
      options: PROFILE_TYPES.map((type) => ({ value: type, labelKey: `area:profileTypes.${type}` })),
    },
    {
      key: "emailConfirmed",
      param: "email_confirmed",
      labelKey: "admin:users.filters.emailConfirmed",
      control: "boolean",
    },
    { key: "created", param: "created", labelKey: "admin:users.filters.created", control: "dateRange" },
  ],
  sortKeys: ["id", "created_at", "email", "username"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
