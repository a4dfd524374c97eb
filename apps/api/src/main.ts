import { loadConfig } from "./config.ts";
import { buildApp } from "./app.ts";
import { closePlatform, createPlatform } from "./platform/boot.ts";
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from "./seed/demo.ts";

// One process runs everything (`npm start`); `--role=api` and `--role=worker` run the halves
// separately for scaling out (README, "Scaling out").
type Role = "all" | "api" | "worker";
const roleArg =
  process.argv.find((a) => a.startsWith("--role="))?.slice("--role=".length) ?? process.env.ROLE ?? "all";
if (!["all", "api", "worker"].includes(roleArg)) {
  console.error(`Unknown role "${roleArg}" (all, api, worker)`);
  process.exit(2);
}
const role = roleArg as Role;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const deps = await createPlatform(config);
  // The queue starts first: the demo's purchases queue their receipts like any other order.
  // Its workers start once the server listens: the receipts, invoices and deliveries of a first
  // start's demo purchases then run after start-up instead of slowing it down (JobQueue.work).
  await deps.jobs.start({ work: false });
  // The routes are registered while the demo is seeded: the seed waits on its images (drawn and
  // cut on sharp's threads) for part of a first start, and the registration fills that wait. The
  // server listens only once both are done.
  const [built] = await Promise.all([
    role === "worker" ? undefined : buildApp(deps),
    config.seedDemo && role !== "worker" ? seedDemo(deps) : undefined,
  ]);
  if (built) await built.app.listen({ port: config.port, host: config.host });
  if (role !== "api") await deps.jobs.work();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info({ signal }, "shutting down");
    // Stop taking requests and let in-flight ones finish, then let running jobs finish.
    await built?.app.close();
    await closePlatform(deps);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const ms = Math.round(performance.now() - started);
  const database = config.databaseUrl ? "PostgreSQL" : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    "",
    `Sellwerk is running (${role}) on ${database}, ready in ${ms} ms.`,
    ...(built ? [`  Open ${config.publicUrl}`, `  API docs ${config.publicUrl}/api/v1/docs`] : []),
    ...(built && config.seedDemo
      ? [
          "",
          `Demo sign-ins (password "${DEMO_PASSWORD}"):`,
          ...DEMO_USERS.map((u) => `  ${(u.label ?? u.profile).padEnd(13)} ${u.email}`),
        ]
      : []),
    ...(config.smtpUrl
      ? []
      : [
          "",
          `No SMTP_URL set: mails are kept in the email log only (${config.publicUrl}/email_logs/<token>).`,
        ]),
    "",
  ];
  console.log(lines.join("\n"));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
