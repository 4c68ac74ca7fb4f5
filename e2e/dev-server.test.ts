import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

// `npm run dev` serves the same pages and API as production, through Vite.
const port = 3000 + Math.floor(Math.random() * 2000) + 4000;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "leasing-dev-"));
  server = spawn(process.execPath, ["--conditions=development", "server/dev.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("dev server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
});

afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
});

it("renders the home page on the server in development", async () => {
  const res = await fetch(`${base}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Лизинг автомобилей и спецтехники для бизнеса");
});

it("answers the API in development", async () => {
  const res = await fetch(`${base}/api/account/key/`);
  expect((await res.json()).alg).toBe("RSA-OAEP-256");
});
