import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startProductionServer } from "./production-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its outbox/ folder holds the e-mails it sent (e2e/support/outbox.ts). */
    dataDir: string;
  }
}

/** Starts the production server on a fresh data folder and waits until it is ready. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "leasing-e2e-"));
  const server = await startProductionServer({ dataDir, timeoutMs: 90_000 });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
