import { and, eq, isNull, sql } from "drizzle-orm";
import type { ProfileType, Locale } from "@sellwerk/domain";
import type { User } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { authSessions, profiles, teamMemberships, users } from "./tables.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return row;
}

export async function usernameTaken(ex: Executor, username: string): Promise<boolean> {
  const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row !== undefined;
}

export async function profilesOf(ex: Executor, userId: number): Promise<{ id: number; type: ProfileType }[]> {
  const rows = await ex
    .select({ id: profiles.id, type: profiles.type })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(profiles.id);
  return rows as { id: number; type: ProfileType }[];
}

export function toUserView(
  row: UserRow,
  userProfiles: { id: number; type: ProfileType }[],
  adminMode: { managerId: number; managerEmail: string } | null = null,
): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    locale: row.locale as Locale,
    email_confirmed: row.emailConfirmedAt !== null,
    power_seller: row.powerSeller,
    company_size: row.companySize as User["company_size"],
    position: row.position as User["position"],
    profiles: userProfiles,
    admin_mode: adminMode ? { manager_id: adminMode.managerId, manager_email: adminMode.managerEmail } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user as the API shows it, with profiles and, in admin mode, the acting manager. */
export async function loadUserView(
  ex: Executor,
  userId: number,
  managerId: number | null = null,
): Promise<User | undefined> {
  const row = await findUserById(ex, userId);
  if (!row) return undefined;
  let adminMode = null;
  if (managerId) {
    const manager = await findUserById(ex, managerId);
    if (manager) adminMode = { managerId: manager.id, managerEmail: manager.email };
  }
  return toUserView(row, await profilesOf(ex, userId), adminMode);
}

function authQuery(ex: Executor) {
  return ex
    .select({ user: users, profileType: profiles.type, managerId: authSessions.managerId })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(authSessions.id, sql.placeholder("sessionId")),
        eq(authSessions.userId, sql.placeholder("userId")),
        isNull(authSessions.revokedAt),
        eq(users.state, "active"),
      ),
    )
    .prepare("load_auth_row");
}
// Prepared once per database handle: it runs on every authenticated request.
const preparedAuth = new WeakMap<Executor, ReturnType<typeof authQuery>>();

/** One query per authenticated request: the user, their profiles, and whether the session still stands. */
export async function loadAuthRow(ex: Executor, userId: number, sessionId: number) {
  let query = preparedAuth.get(ex);
  if (!query) preparedAuth.set(ex, (query = authQuery(ex)));
  const rows = await query.execute({ userId, sessionId });
  if (rows.length === 0) return undefined;
  return {
    user: rows[0]!.user,
    managerId: rows[0]!.managerId,
    profiles: rows.flatMap((r) => (r.profileType ? [r.profileType as ProfileType] : [])),
  };
}

export async function teamRoleOf(ex: Executor, memberId: number, sellerId: number): Promise<string | null> {
  const [row] = await ex
    .select({ role: teamMemberships.role })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.memberId, memberId), eq(teamMemberships.sellerId, sellerId)));
  return row?.role ?? null;
}
