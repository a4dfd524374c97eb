import type { z } from "zod";
import { and, eq, exists, gte, ilike, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { admin, User } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import { profiles, users, toUserView, type UserRow } from "../../identity/index.ts";
import type { ProfileType } from "@sellwerk/domain";
import { inArray } from "drizzle-orm";

export type ListUsersQuery = z.infer<typeof admin.adminUsersQuery>;

export async function listUsers(deps: Deps, q: ListUsersQuery) {
  const where: (SQL | undefined)[] = [];
  if (q.query) {
    const p = likePattern(q.query);
    where.push(
      or(
        ilike(users.email, p),
        ilike(users.username, p),
        ilike(users.firstName, p),
        ilike(users.lastName, p),
      ),
    );
  }
  if (q.profile_type) {
    where.push(
      exists(
        deps.db
          .select({ one: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.userId, users.id), eq(profiles.type, q.profile_type))),
      ),
    );
  }
  if (q.email_confirmed !== undefined)
    where.push(q.email_confirmed ? isNotNull(users.emailConfirmedAt) : isNull(users.emailConfirmedAt));
  if (q.created_from) where.push(gte(users.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(users.createdAt, tillInclusive(q.created_till)));
  const condition = and(...where);
  const sortColumn = {
    id: users.id,
    created_at: users.createdAt,
    email: users.email,
    username: users.username,
  }[q.sort_key];

  return listPage<User>(deps.db, {
    table: users,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows: UserRow[] = await deps.db
        .select()
        .from(users)
        .where(condition)
        .orderBy(...orderBy(sortColumn, users.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      const ids = rows.map((r) => r.id);
      const profileRows = ids.length
        ? await deps.db
            .select({ id: profiles.id, userId: profiles.userId, type: profiles.type })
            .from(profiles)
            .where(inArray(profiles.userId, ids))
        : [];
      return rows.map((r) =>
        toUserView(
          r,
          profileRows
            .filter((p) => p.userId === r.id)
            .map((p) => ({ id: p.id, type: p.type as ProfileType })),
        ),
      );
    },
  });
}
