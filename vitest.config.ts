import { defineConfig } from "vitest/config";

// One runner for the repository: unit and property tests of the domain, contract tests,
// API integration tests (app.inject on PGlite, or PostgreSQL with TEST_DATABASE_URL) and web unit tests.
export default defineConfig({
  test: {
    // Migrates one database for the run; each API test file starts from a copy of it.
    globalSetup: ["apps/api/test/support/global-setup.ts"],
    include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default"],
  },
});
