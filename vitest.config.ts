import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "contract/**/*.test.ts", "core/**/*.test.ts"],
    // A fresh PGlite takes several seconds to initialise on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
