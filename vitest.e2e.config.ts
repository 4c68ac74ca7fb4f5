import { defineConfig } from "vitest/config";

/** End-to-end: the production build served by server/main.ts, driven by Chromium. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a busy 2-core CI machine can take longer than the 1 s default to settle.
    expect: { poll: { timeout: 10_000 } },
    // One server, one browser per file; files run one after another to keep the 2-core machine calm.
    fileParallelism: false,
  },
});
