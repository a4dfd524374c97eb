import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gt, inArray, sql } from "drizzle-orm";
import { installStatementCounter, countJobSql } from "./support/statement-counter.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { mailRows, type MailRequest } from "../src/notifications/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";

// Issue 11: mails go out in the batches the queue fetches, one read and one write for a batch
// instead of two statements each, and a mail that fails is retried alone while the others of its
// batch stay sent. Over real SMTP (the test platform's loopback mailbox).

installStatementCounter();

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

let seq = 0;
function request(overrides: Partial<MailRequest> = {}): MailRequest {
  seq += 1;
  return {
    userId: null,
    to: `batch-${process.pid}-${seq}@example.com`,
    template: "magic_link",
    locale: "en",
    vars: { name: `Buyer ${seq}`, minutes: 15 },
    actionPath: "/users/magic_link",
    ...overrides,
  };
}

/** Writes the mails and enqueues their deliveries in one transaction, as a paid checkout does. */
async function queued(requests: MailRequest[], platform: TestPlatform = t): Promise<number[]> {
  const { deps } = platform;
  const [{ last }] = (await deps.db
    .select({ last: sql<number>`coalesce(max(${emailLogs.id}), 0)::int` })
    .from(emailLogs)) as [{ last: number }];
  await deps.db.transaction((tx) => deps.jobs.enqueueMany(tx, [], mailRows(deps, tx, requests)));
  const rows = await deps.db
    .select({ id: emailLogs.id })
    .from(emailLogs)
    .where(gt(emailLogs.id, last))
    .orderBy(emailLogs.id);
  return rows.map((r) => r.id);
}

async function logsOf(ids: number[], platform: TestPlatform = t) {
  return platform.deps.db
    .select({
      id: emailLogs.id,
      to: emailLogs.to,
      state: emailLogs.state,
      attempts: emailLogs.attempts,
      error: emailLogs.error,
      sentAt: emailLogs.sentAt,
    })
    .from(emailLogs)
    .where(inArray(emailLogs.id, ids))
    .orderBy(emailLogs.id);
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("mail delivery in batches", () => {
  it("sends every mail of a burst once, in fewer statements than mails", async () => {
    const requests = Array.from({ length: 6 }, () => request());
    const counting = countJobSql();
    const ids = await queued(requests);
    const rows = await until(
      () => logsOf(ids),
      (rs) => rs.every((r) => r.state === "sent"),
      "six sent mails",
    );
    const count = counting.stop();

    for (const r of requests) await t.mailbox.waitFor(r.to);
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rows.every((r) => r.sentAt !== null && r.error === null)).toBe(true);
    // Two loops of five fetch the six: at most two batches of a read and a write, where one
    // statement pair per mail made twelve.
    const mailStatements = count.texts.filter((s) => s.startsWith("[mail.deliver]"));
    expect(mailStatements.length, mailStatements.join("\n")).toBeLessThanOrEqual(4);
  });

  it("records a failed mail with its reason and retries it alone; the rest of its batch stays sent once", async () => {
    // A document that cannot be found fails the mail that promises it, not its neighbours.
    const broken = request({ attachments: [{ kind: "invoice", id: 2_000_000_000 }] });
    const fine = [request(), request()];
    const ids = await queued([fine[0]!, broken, fine[1]!]);
    const rows = await until(
      () => logsOf(ids),
      (rs) => rs.filter((r) => r.state === "sent").length === 2 && rs.some((r) => r.state === "failed"),
      "two sent and one failed mail",
    );
    for (const r of fine) await t.mailbox.waitFor(r.to);
    const failed = rows.find((r) => r.to === broken.to)!;
    expect(failed).toMatchObject({ state: "failed", attempts: 1, sentAt: null });
    expect(failed.error).toMatch(/invoice 2000000000 not found/);

    // The queue tries the failed one again (after its backoff) and nothing else.
    const retried = await until(
      () => logsOf(ids),
      (rs) => rs.find((r) => r.to === broken.to)!.attempts >= 2,
      "the retry of the failed mail",
    );
    expect(retried.filter((r) => r.to !== broken.to).map((r) => [r.state, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    expect(t.mailbox.received.filter((m) => fine.some((f) => m.to.includes(f.to)))).toHaveLength(0);
  });

  it("does not send a mail again when its job runs twice", async () => {
    const mail = request();
    const [id] = await queued([mail]);
    await until(
      () => logsOf([id!]),
      (rs) => rs[0]?.state === "sent",
      "the sent mail",
    );
    await t.mailbox.waitFor(mail.to);
    // Another delivery job for the same log, as a retry after a lost completion would be.
    await t.deps.jobs.enqueueMany(t.deps.db, [{ name: "mail.deliver", data: { emailLogId: id } }]);
    await until(
      async () => {
        // Both drivers answer execute() with { rows }.
        const answer: unknown = await t.deps.db.execute(
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.deliver'
            AND (data->>'emailLogId')::int = ${id} AND state <> 'completed'`,
        );
        return (answer as { rows: { n: number }[] }).rows[0]!.n;
      },
      (n) => n === 0,
      "the second job",
    );
    expect((await logsOf([id!]))[0]).toMatchObject({ state: "sent", attempts: 1 });
    expect(t.mailbox.received.filter((m) => m.to.includes(mail.to))).toHaveLength(0);
  });

  it("gives up on a server that stops answering within the transport's bound, and records why", async () => {
    // Accepts the connection and never greets, as a hung mail server does. The bound is set in
    // SMTP_URL's query here (300 ms instead of the platform's 10 s), as an operator can.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const p = await startTestPlatform({ SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=300` });
    try {
      const mail = request();
      const [id] = await queued([mail], p);
      const [row] = await until(
        () => logsOf([id!], p),
        (rs) => rs[0]?.state === "failed",
        "the failed mail",
      );
      expect(row).toMatchObject({ state: "failed", attempts: 1, sentAt: null });
      expect(row!.error).toMatch(/greeting never received/i);
    } finally {
      await p.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
