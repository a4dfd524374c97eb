/** A file sent with the mail (nodemailer's attachment shape). */
export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: OutgoingAttachment[];
}

export interface MailTransport {
  /** False when no SMTP server is configured: the mail then lives only in the email log. */
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer loads only when SMTP is configured (ARCHITECTURE.md, "Start-up"). */
export async function createMailTransport(smtpUrl: string | undefined, from: string): Promise<MailTransport> {
  if (!smtpUrl) return { delivers: false, send: async () => undefined, close: () => undefined };
  const { default: nodemailer } = await import("nodemailer");
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
