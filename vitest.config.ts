import os from "node:os";
import { defineConfig } from "vitest/config";

// One runner for the repository: unit and property tests of the domain, contract tests,
// API integration tests (app.inject on PGlite, or PostgreSQL with TEST_DATABASE_URL) and web unit tests.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // vitest leaves a core free by default: one worker on a 2-core machine, with the other core
    // mostly idle. Test files share no state (each has its own database copy and ports), so two
    // run side by side there: a full run on PGlite took 277 s instead of 435 s (issue 11: CI time).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["apps/api/test/**/*.test.ts"],
          // Migrates one database for the run; each API test file starts from a copy of it.
          globalSetup: ["apps/api/test/support/global-setup.ts"],
          // The API's module state is kept per platform (WeakMaps keyed by its deps), never per
          // process, so the files of a worker share one module graph instead of importing the whole
          // API again for each of about a hundred files (seconds each). No API test mocks modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "units",
          include: ["packages/*/test/**/*.test.ts", "apps/web/test/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
