import { eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { settle } from "../../platform/jobs/queue.ts";
import { emailLogs } from "../tables.ts";
import { resolveAttachments } from "../attachments.ts";

type EmailLog = typeof emailLogs.$inferSelect;

/**
 * The job behind every mail, for a batch the queue fetched together: one read of their email
 * logs, the sends side by side, one write for all that went out. Safe to run twice: a mail
 * already sent is not sent again. A failed send is recorded and answered as that item's error,
 * so the queue retries it alone with backoff. Answers per id, in order, its error or null.
 */
export async function deliverMails(deps: Deps, ids: readonly number[]): Promise<(Error | null)[]> {
  const rows = await deps.db
    .select()
    .from(emailLogs)
    .where(inArray(emailLogs.id, [...new Set(ids)]));
  const due = rows.filter((mail) => mail.state !== "sent" && mail.state !== "logged");
  if (!deps.mail.delivers) {
    if (due.length > 0)
      await deps.db
        .update(emailLogs)
        .set({ state: "logged" })
        .where(
          inArray(
            emailLogs.id,
            due.map((m) => m.id),
          ),
        );
    return ids.map(() => null);
  }
  const results = await Promise.all(due.map((mail) => settle(() => send(deps, mail))));
  const sent = due.filter((_, i) => results[i] === null).map((m) => m.id);
  if (sent.length > 0)
    await deps.db
      .update(emailLogs)
      .set({ state: "sent", sentAt: deps.clock.now(), attempts: sql`${emailLogs.attempts} + 1`, error: null })
      .where(inArray(emailLogs.id, sent));
  const failures = new Map<number, Error>();
  for (const [i, mail] of due.entries()) {
    const err = results[i];
    if (!err) continue;
    failures.set(mail.id, err);
    // A failure is the rare case: one statement for each keeps its own message.
    await deps.db
      .update(emailLogs)
      .set({ state: "failed", attempts: mail.attempts + 1, error: err.message.slice(0, 500) })
      .where(eq(emailLogs.id, mail.id));
  }
  return ids.map((id) => failures.get(id) ?? null);
}

/** Sends one mail. */
async function send(deps: Deps, mail: EmailLog): Promise<void> {
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
}
