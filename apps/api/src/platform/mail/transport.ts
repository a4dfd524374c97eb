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
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Connections are kept and reused: a new SMTP session per mail (connect, greeting, TLS,
    // login) costs more than the mail, and the mail jobs send a fetched batch at once. Settings
    // in SMTP_URL's query (?pool=false&maxConnections=2) win over these.
    pool: true,
    maxConnections: 5,
    // A server that stops answering fails the send within these bounds, instead of nodemailer's
    // defaults (up to 10 minutes), so the mail is retried with backoff and the others of its
    // batch are recorded as sent without waiting that long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    delivers: true,
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
