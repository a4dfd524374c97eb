import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
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

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\s+/, "");
  let text = "";
  let html = "";
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [raw.slice(0, split) + "\r\n\r\n" + body];
  for (const part of parts) {
    const p = part.replace(/^\r?\n/, "");
    const cut = p.indexOf("\r\n\r\n") >= 0 ? p.indexOf("\r\n\r\n") : p.indexOf("\n\n");
    const h = parseHeaders(p.slice(0, cut));
    const content = decodeBody(h, p.slice(cut).replace(/^\s+/, ""));
    if ((h["content-type"] ?? "").startsWith("text/plain")) text = content;
    if ((h["content-type"] ?? "").startsWith("text/html")) html = content;
  }
  return { to, subject: decodeWords(headers.subject ?? ""), text, html, headers };
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
