import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { randomToken } from "../../platform/auth/tokens.ts";
import type { RowJobs } from "../../platform/jobs/queue.ts";
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
   * retried job): a key's mail is written once. Its log token is derived from the key with
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

/** Email-log rows and their delivery jobs, one statement for `jobs.enqueueMany`. */
function rowJobsOf(tx: Executor, rows: ReturnType<typeof renderedRow>[]): RowJobs {
  return {
    name: DELIVER_MAIL_JOB,
    idKey: "emailLogId",
    // A keyed mail already written keeps its row and gets no second delivery.
    rows: tx
      .insert(emailLogs)
      .values(rows)
      .onConflictDoNothing({ target: emailLogs.token })
      .returning({ id: emailLogs.id })
      .getSQL(),
  };
}

/**
 * Mails as email-log rows with their delivery jobs, for `jobs.enqueueMany`, which writes them in
 * one statement with the caller's other jobs (one round trip on a busy path such as a paid
 * checkout), in the caller's transaction. Null for no mails.
 */
export function mailRows(deps: Deps, tx: Executor, requests: readonly MailRequest[]): RowJobs | null {
  return requests.length
    ? rowJobsOf(
        tx,
        requests.map((r) => renderedRow(deps, r)),
      )
    : null;
}

/**
 * Writes the mail to the email log and enqueues its delivery, in one statement in the caller's
 * transaction: the mail exists exactly when the change that caused it committed. Answers the
 * mail's log token.
 */
export async function queueMail(deps: Deps, tx: Executor, request: MailRequest): Promise<string> {
  const row = renderedRow(deps, request);
  await deps.jobs.enqueueMany(tx, [], rowJobsOf(tx, [row]));
  return row.token;
}
