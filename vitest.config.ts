import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Two projects: logic and API tests (`*.test.ts`) run in Node; component tests (`app/**\/*.test.tsx`) render into
 * happy-dom. Vitest 5 chooses an environment per project (environmentMatchGlobs is gone); inline projects inherit
 * the options below.
 */
export default defineConfig({
  test: {
    // A fresh PGlite takes several seconds to initialise on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The seeded database every test app starts from, made once (server/testing/seeded-template.ts).
    globalSetup: ["server/testing/seeded-template.ts"],
    // Vitest's default outside watch mode is one worker less than the cores: one worker on the 2-core CI machine,
    // with the other core nearly idle. The files are independent (each test app has its own database).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "node",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "contract/**/*.test.ts", "core/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "dom",
          include: ["app/**/*.test.tsx"],
          environment: "./app/testing/happy-dom-environment.ts",
          setupFiles: ["app/testing/dom-setup.ts"],
        },
      },
    ],
  },
});
