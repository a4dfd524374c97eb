import { z } from "./zod.ts";
import { listQuery, queryBoolean, queryDate } from "./list.ts";
import { profileType, user } from "./identity.ts";

export const adminUsersQuery = listQuery(
  { sortKeys: ["id", "created_at", "email", "username"], defaultSortKey: "created_at", admin: true },
  {
    profile_type: profileType.optional(),
    email_confirmed: queryBoolean,
    created_from: queryDate,
    created_till: queryDate,
  },
);

export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

export const adminSession = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  user,
});

export const auditLog = z.object({
  id: z.number().int(),
  manager_id: z.number().int(),
  manager_email: z.string(),
  user_id: z.number().int(),
  user_email: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  status_code: z.number().int().nullable(),
  created_at: z.string(),
});

export const auditLogsQuery = listQuery(
  { sortKeys: ["id", "created_at"], defaultSortKey: "created_at", admin: true },
  {
    manager_id: z.coerce.number().int().positive().optional(),
    user_id: z.coerce.number().int().positive().optional(),
  },
);

export const teamSeller = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(["team_member", "sales_team_member"]),
});

export const adminEmailLog = z.object({
  id: z.number().int(),
  token: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  state: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const adminEmailLogsQuery = listQuery(
  { sortKeys: ["id", "created_at"], defaultSortKey: "created_at", admin: true },
  {
    // Any template name: the platform's mails grow with its contexts (checkout, fulfilment,
    // billing …), and an unknown name simply matches nothing.
    template: z
      .string()
      .regex(/^[a-z][a-z_]{0,39}$/)
      .optional(),
    state: z.enum(["queued", "sent", "failed", "logged"]).optional(),
    created_from: queryDate,
    created_till: queryDate,
  },
);
