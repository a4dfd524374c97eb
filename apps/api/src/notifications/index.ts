// The notifications context: mails (templates, the email log, delivery jobs) and unsubscribing.
import type { Deps } from "../platform/deps.ts";
import { JOB_LIMITS } from "../platform/jobs/limits.ts";
import { deliverMails } from "./use-cases/deliver-mail.ts";
import { DELIVER_MAIL_JOB } from "./use-cases/queue-mail.ts";

export { mailRows, queueMail, type MailRequest } from "./use-cases/queue-mail.ts";
export type { MailTemplate } from "./templates/catalog.ts";
export { registerMailAttachment, type AttachmentResolver } from "./attachments.ts";
export type { MailAttachmentRef } from "./tables.ts";
export { emailLogRoutes } from "./routes/email-logs.ts";

export function defineNotificationJobs(deps: Deps): void {
  deps.jobs.defineBatched<{ emailLogId: number }>(
    DELIVER_MAIL_JOB,
    (items) =>
      deliverMails(
        deps,
        items.map((data) => data.emailLogId),
      ),
    { retryLimit: 8, ...JOB_LIMITS.mail },
  );
}
