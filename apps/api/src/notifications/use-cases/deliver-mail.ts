import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { emailLogs } from "../tables.ts";
import { resolveAttachments } from "../attachments.ts";

/**
 * The job behind every mail. Safe to run twice: a mail already sent is not sent again.
 * A failed send is recorded and rethrown so the queue retries it with backoff.
 */
export async function deliverMail(deps: Deps, emailLogId: number): Promise<void> {
  const [mail] = await deps.db.select().from(emailLogs).where(eq(emailLogs.id, emailLogId));
  if (!mail || mail.state === "sent" || mail.state === "logged") return;
  if (!deps.mail.delivers) {
    await deps.db.update(emailLogs).set({ state: "logged" }).where(eq(emailLogs.id, emailLogId));
    return;
  }
  try {
    // Read now, not when queued: a document's PDF is rendered after the transaction that queued
    // the mail, and a failure here is retried like a failed send.
    const attachments = await resolveAttachments(deps, mail.attachments);
    await deps.mail.send({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { "X-Sellwerk-Email-Log": mail.token },
      ...(attachments.length ? { attachments } : {}),
    });
    await deps.db
      .update(emailLogs)
      .set({ state: "sent", sentAt: deps.clock.now(), attempts: mail.attempts + 1, error: null })
      .where(eq(emailLogs.id, emailLogId));
  } catch (err) {
    await deps.db
      .update(emailLogs)
      .set({
        state: "failed",
        attempts: mail.attempts + 1,
        error: err instanceof Error ? err.message.slice(0, 500) : "unknown",
      })
      .where(eq(emailLogs.id, emailLogId));
    throw err;
  }
}
