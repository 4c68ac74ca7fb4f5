import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const PRODUCTION_ORIGIN = "https://leasing-auto.ru";

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The production server (`server/main.ts` over `build/`) on loopback with its own data folder, as the end-to-end
 * tests and the benchmarks use it. Resolves once /readyz answers 200; `readyMs` is how long that took.
 */
export async function startProductionServer(options: { dataDir: string; port?: number; timeoutMs?: number }) {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      // The tests sign in with the demo accounts, which a production server creates only when asked.
      DEMO_DATA: "on",
      // The production address, not the one served here: pages must name PUBLIC_URL, never the request's host.
      PUBLIC_URL: PRODUCTION_ORIGIN,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server did not become ready in ${Math.round((options.timeoutMs ?? 120_000) / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url, readyMs: performance.now() - started, stop };
}
