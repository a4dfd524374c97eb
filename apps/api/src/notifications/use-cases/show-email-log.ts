import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { emailLogs } from "../tables.ts";

/** The email log entry behind /email_logs/{token}; the random token is the only key. */
export async function showEmailLog(
  deps: Deps,
  token: string,
): Promise<Result<typeof emailLogs.$inferSelect>> {
  const [mail] = await deps.db.select().from(emailLogs).where(eq(emailLogs.token, token));
  return mail ? ok(mail) : fail("NOT_FOUND");
}
