import { defineConfig } from "@playwright/test";

// Journeys run against the production build (`npm run build`) on a fresh embedded database,
// in Debian's Chromium (never a downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Relative to the repository root; another directory lets two runs share a checkout.
const DATA_DIR = process.env.E2E_DATA_DIR ?? "e2e/.data";
// The built server and web app; a copy elsewhere lets a run go on while the checkout is rebuilt.
const SERVER = process.env.E2E_SERVER ?? "apps/api/dist/main.js";
const CHECKOUT_JOURNEYS = /checkout\.spec\.ts$/;
const CLOCK_JOURNEYS = [/money\.spec\.ts$/, /dunning\.spec\.ts$/, /affiliates\.spec\.ts$/];

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The catalog journeys walk every editor step of a product: 30–50 s on a busy 2-core machine,
  // so 60 s failed them there while nothing was wrong.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Journeys that move the test clock far (weeks: refund windows, dunning schedules) run after all
  // others, which expect today's dates (an event's next date, a debit settling in seconds).
  // The checkout journeys end by moving the clock a month (an installment's second rate), which
  // would put a catalog journey's new event in the past: they run after the others and before the
  // journeys that move it by weeks. Projects, not file order, decide this order.
  projects: [
    { name: "journeys", testIgnore: [...CLOCK_JOURNEYS, CHECKOUT_JOURNEYS] },
    { name: "checkout", testMatch: CHECKOUT_JOURNEYS, dependencies: ["journeys"] },
    { name: "clock", testMatch: CLOCK_JOURNEYS, dependencies: ["checkout"] },
  ],
  outputDir: "../test-results",
  use: {
    baseURL: BASE_URL,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ${SERVER}`,
    cwd: "..",
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH: "1000",
      RATE_LIMIT_CHECK: "10000",
      RATE_LIMIT_PAY: "1000",
      JOB_POLL_SECONDS: "0.5",
      // The checkout journeys move the clock (POST /admin/test_clock) to see later rates charged;
      // the billing ticker then runs every 2 s instead of every 30 s.
      TEST_CLOCK: "1",
      BILLING_TICK_SECONDS: "2",
    },
  },
});
