import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/tables.ts";

/** Shows a masked address: the link may be forwarded, the full address should not travel with it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${"*".repeat(Math.max(1, local.length - visible.length))}@${domain}`;
}

/** Reads (value undefined) or sets the notification-mail opt-out behind an unsubscribe token. */
export async function setUnsubscribed(
  deps: Deps,
  token: string,
  value: boolean | undefined,
): Promise<Result<{ email: string; unsubscribed: boolean }>> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, at: users.emailUnsubscribedAt })
    .from(users)
    .where(eq(users.unsubscribeToken, token));
  if (!user) return fail("NOT_FOUND");
  let unsubscribed = user.at !== null;
  if (value !== undefined && value !== unsubscribed) {
    await deps.db
      .update(users)
      .set({ emailUnsubscribedAt: value ? deps.clock.now() : null })
      .where(eq(users.id, user.id));
    unsubscribed = value;
  }
  return ok({ email: maskEmail(user.email), unsubscribed });
}
