import type { z } from "zod";
import type { admin } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { authSessions, findUserById, loadUserView } from "../../identity/index.ts";
import { auditLogs } from "../tables.ts";

/**
 * Admin mode: a manager acts as a user with a short-lived access token whose session names the
 * manager. There is no refresh token; when it expires the manager starts a new one. Everything
 * done with it lands in the audit log.
 */
export async function startAdminSession(
  deps: Deps,
  managerId: number,
  userId: number,
  meta: { ip: string; userAgent: string | undefined; requestId: string },
): Promise<Result<z.infer<typeof admin.adminSession>>> {
  const target = await findUserById(deps.db, userId);
  if (!target || target.state !== "active") return fail("NOT_FOUND");
  if (target.id === managerId) return fail("PERMISSION_DENIED");
  const sessionId = await deps.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, managerId, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null })
      .returning({ id: authSessions.id });
    await tx.insert(auditLogs).values({
      managerId,
      userId,
      action: "admin_session_started",
      method: "POST",
      path: `/api/v1/admin/users/${userId}/admin_session`,
      statusCode: 200,
      requestId: meta.requestId,
    });
    return session!.id;
  });
  const accessToken = await deps.tokens.sign({ sub: String(userId), sid: sessionId, adm: managerId });
  return ok({
    access_token: accessToken,
    token_type: "Bearer" as const,
    expires_in: deps.tokens.expiresIn,
    user: (await loadUserView(deps.db, userId, managerId))!,
  });
}
