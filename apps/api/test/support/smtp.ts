import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: ReceivedAttachment[];
}

// Just enough MIME to read what nodemailer sends: encoded words, quoted-printable, base64.
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
function decodeWords(s: string): string {
  return s.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _cs: string, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}
function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (enc === "quoted-printable") return decodeQuotedPrintable(body);
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Splits an entity (headers, blank line, body) at its blank line. */
function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const cut = entity.indexOf("\r\n\r\n") >= 0 ? entity.indexOf("\r\n\r\n") : entity.indexOf("\n\n");
  return { headers: parseHeaders(entity.slice(0, cut)), body: entity.slice(cut).replace(/^\s+/, "") };
}

/** Walks the MIME tree (a mail with attachments nests text and html in multipart/alternative). */
function collectParts(
  entity: { headers: Record<string, string>; body: string },
  out: Pick<ReceivedMail, "text" | "html" | "attachments">,
): void {
  const type = entity.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    for (const part of entity.body.split(`--${boundary}`).slice(1, -1))
      collectParts(splitEntity(part.replace(/^\r?\n/, "")), out);
    return;
  }
  const disposition = entity.headers["content-disposition"] ?? "";
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  if (filename) {
    const raw = entity.body;
    const content =
      (entity.headers["content-transfer-encoding"] ?? "").toLowerCase() === "base64"
        ? Buffer.from(raw.replace(/\s+/g, ""), "base64")
        : Buffer.from(raw, "latin1");
    out.attachments.push({
      filename: decodeWords(filename),
      contentType: type.split(";")[0]!.trim(),
      content,
    });
    return;
  }
  const content = decodeBody(entity.headers, entity.body);
  if (type.startsWith("text/plain")) out.text = content;
  if (type.startsWith("text/html")) out.html = content;
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const entity = splitEntity(raw);
  const out: Pick<ReceivedMail, "text" | "html" | "attachments"> = { text: "", html: "", attachments: [] };
  collectParts(entity, out);
  return { to, subject: decodeWords(entity.headers.subject ?? ""), headers: entity.headers, ...out };
}

/** A real SMTP server on loopback that keeps what it receives. */
export class Mailbox {
  readonly received: ReceivedMail[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        this.received.push(
          parseMail(
            Buffer.concat(chunks).toString("latin1"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the next mail to an address (and matching a subject), as a user waits for their inbox. */
  async waitFor(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
      if (mail) {
        this.received.splice(this.received.indexOf(mail), 1);
        return mail;
      }
      if (Date.now() > deadline)
        throw new Error(
          `No mail to ${to} within ${timeoutMs} ms (have: ${this.received.map((m) => m.subject).join(", ")})`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link in a mail's text whose path starts with the given prefix. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
  return match;
}
