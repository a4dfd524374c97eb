import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { randomToken } from "../../platform/auth/tokens.ts";
import type { NewJob } from "../../platform/jobs/queue.ts";
import { emailLogs, type MailAttachmentRef } from "../tables.ts";
import { renderMail } from "../templates/render.ts";
import type { MailTemplate } from "../templates/catalog.ts";

export const DELIVER_MAIL_JOB = "mail.deliver";

export interface MailRequest {
  userId: number | null;
  to: string;
  template: MailTemplate;
  locale: Locale;
  vars: Record<string, string | number>;
  /** Path (with query) in the web app the mail's button opens. */
  actionPath: string;
  unsubscribeToken?: string;
  /** Documents sent along, fetched when the mail is sent (notifications/attachments.ts). */
  attachments?: MailAttachmentRef[];
  /**
   * What the mail is about, once ("affiliate_commission:17"), for a sender that may run again (a
   * retried job): writeMails writes a key's mail once. Its log token is derived from the key with
   * the installation's secret, so it stays as unguessable as a random one.
   */
  key?: string;
}

/** The email log row of a request, rendered in the recipient's language (no database work). */
function renderedRow(deps: Deps, request: MailRequest) {
  const token = request.key ? deps.urlSigner.sign(`mail:${request.key}`) : randomToken(24);
  const base = deps.config.publicUrl;
  const rendered = renderMail({
    template: request.template,
    locale: request.locale,
    vars: request.vars,
    actionUrl: `${base}${request.actionPath}`,
    viewUrl: `${base}/email_logs/${token}`,
    unsubscribeUrl: request.unsubscribeToken
      ? `${base}/emails/unsubscribe/${request.unsubscribeToken}`
      : undefined,
  });
  return {
    token,
    userId: request.userId,
    to: request.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    template: request.template,
    locale: request.locale,
    attachments: request.attachments ?? [],
  };
}

/**
 * Writes mails to the email log in one statement and answers their delivery jobs, for a caller
 * that enqueues them together with its own (`jobs.enqueueMany`, one round trip on a busy path
 * such as a paid checkout). The jobs must be enqueued in the same transaction.
 */
export async function writeMails(
  deps: Deps,
  tx: Executor,
  requests: readonly MailRequest[],
): Promise<NewJob[]> {
  if (requests.length === 0) return [];
  // A keyed mail already written keeps its row and gets no second delivery.
  const rows = await tx
    .insert(emailLogs)
    .values(requests.map((r) => renderedRow(deps, r)))
    .onConflictDoNothing({ target: emailLogs.token })
    .returning({ id: emailLogs.id });
  return rows.map((row) => ({ name: DELIVER_MAIL_JOB, data: { emailLogId: row.id } }));
}

/**
 * Writes the mail to the email log and enqueues its delivery, both in the caller's transaction:
 * the mail exists exactly when the change that caused it committed.
 */
export async function queueMail(deps: Deps, tx: Executor, request: MailRequest): Promise<string> {
  const row = renderedRow(deps, request);
  const [written] = await tx.insert(emailLogs).values(row).returning({ id: emailLogs.id });
  await deps.jobs.enqueue(tx, DELIVER_MAIL_JOB, { emailLogId: written!.id });
  return row.token;
}
