import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { startProductionServer } from "../e2e/support/production-server.ts";
import { encryptWithKey } from "../server/testing/sign-in.ts";

/**
 * `npm run bench:signin-burst`: the sign-in burst of issue 17 (hole 1) against the production server (`server/main.ts`
 * over `build/`, a fresh data folder with the demo accounts): 100 concurrent wrong-password sign-ins for one demo
 * account, the password RSA-OAEP encrypted as the browser sends it, while a visitor on its own thread and connection
 * (`home-probe-worker.ts`) asks GET / (the home page, server-rendered) every ~20 ms. The server runs as in production (`NODE_ENV=production`: React's production build; the
 * demo accounts asked for with DEMO_DATA=on). Each of RUNS rounds starts a fresh server and data folder and prints the
 * home page's p50/p95/p99/max at rest, during the burst and in the second after it, the p95's ratio to the target,
 * and how many of the 100 got 401 (evaluated) and 429 (throttled).
 *
 * Timings are not asserted in the test suite (shared machines); this bench exits 1 when in any round the home page's
 * p95 during the burst is over 50 ms or more than 5 wrong passwords were evaluated. Needs a production build
 * (`npm run build`).
 *
 * BURST (100), EMAIL (client@example.com), TARGET_MS (50), RUNS (3).
 */
const BURST = Number(process.env.BURST ?? 100);
const EMAIL = process.env.EMAIL ?? "client@example.com";
const TARGET_MS = Number(process.env.TARGET_MS ?? 50);
const MAX_EVALUATED = 5;
const PROBE_EVERY_MS = 20;
const RUNS = Number(process.env.RUNS ?? 3);
// The way production runs it: without this React renders with its development build (about twice the time).
process.env.NODE_ENV = "production";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
const row = (name: string, xs: number[]) =>
  `${name.padEnd(26)} n=${String(xs.length).padStart(4)}  p50 ${ms(pct(xs, 50))}  p95 ${ms(pct(xs, 95))}  p99 ${ms(pct(xs, 99))}  max ${ms(Math.max(...xs))}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One sign-in over its own connection, written as raw bytes prepared once and answered with the status line only:
 * the attacker is another machine, so its requests should cost this 2-core machine as little as they can — a
 * hundred `fetch` calls kept the bench's own thread busy for tens of milliseconds during the burst, time the
 * visitor's thread and the server then waited for, on the client's side of the measurement.
 */
function rawSignIn(url: URL, body: string): () => Promise<number> {
  const request = Buffer.from(
    `POST /api/account/auth/ HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  return () =>
    new Promise<number>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write(request));
      let head = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => {
        if (head.length < 16) head += chunk;
      });
      socket.on("end", () => resolve(Number(head.slice(9, 12))));
      socket.on("error", reject);
    });
}

/** One round on a fresh server and data folder: the failures it found. */
async function round(run: number): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "signin-burst-"));
  const server = await startProductionServer({ dataDir });

  // Warm-up (JIT, the SSR bundle, PGlite caches) before the visitor starts.
  for (let k = 0; k < 20; k++) await (await fetch(`${server.url}/`)).arrayBuffer();
  const samples: { at: number; ms: number }[] = [];
  const visitor = new Worker(new URL("./home-probe-worker.ts", import.meta.url), {
    workerData: { url: `${server.url}/`, everyMs: PROBE_EVERY_MS },
  });
  visitor.on("message", (sample: { at: number; ms: number }) => samples.push(sample));
  const visitorError = new Promise<never>((_, reject) => visitor.on("error", reject));
  const now = () => performance.timeOrigin + performance.now();
  /** Latencies of the visitor's requests that started in [from, to). */
  const between = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);

  try {
    // The visitor's first request opens its thread's connection: the rest starts after it.
    await Promise.race([new Promise((r) => visitor.once("message", r)), visitorError]);
    const restFrom = now();
    await Promise.race([sleep(2000), visitorError]);
    const rest = between(restFrom, now());

    // Encrypted before the burst, with the key the server hands the browser, so the burst is only the requests.
    const { publicKey } = (await (await fetch(`${server.url}/api/account/key/`)).json()) as { publicKey: string };
    const cipher = encryptWithKey(publicKey, "not-the-password");
    const signIn = rawSignIn(new URL(server.url), JSON.stringify({ email: EMAIL, password: cipher }));

    const started = now();
    const statuses = await Promise.race([Promise.all(Array.from({ length: BURST }, signIn)), visitorError]);
    const ended = now();
    const burstMs = ended - started;
    await Promise.race([sleep(1000), visitorError]);
    // Every request the burst could have held up: the ones in flight at any moment of it.
    const during = samples.filter((s) => s.at < ended && s.at + s.ms > started).map((s) => s.ms);
    const after = between(ended, now());

    const count = (status: number) => statuses.filter((s) => s === status).length;
    const evaluated = count(401);
    const others = statuses.filter((s) => s !== 401 && s !== 429);
    const p95 = pct(during, 95);

    console.log(`\nround ${run} of ${RUNS}`);
    console.log(
      `answers: ${evaluated} × 401 (evaluated), ${count(429)} × 429 (throttled)${
        others.length ? `, others: ${others.join(", ")}` : ""
      }; the burst took ${burstMs.toFixed(0)} ms`,
    );
    console.log(row("GET / at rest", rest));
    console.log(row("GET / during the burst", during));
    console.log(row("GET / in the second after", after));
    console.log(`p95 during the burst / target: ${p95.toFixed(1)} / ${TARGET_MS} ms = ${(p95 / TARGET_MS).toFixed(2)}`);
    return [
      ...(p95 > TARGET_MS
        ? [`round ${run}: home page p95 during the burst ${p95.toFixed(1)} ms > ${TARGET_MS} ms`]
        : []),
      ...(evaluated > MAX_EVALUATED ? [`round ${run}: ${evaluated} wrong passwords evaluated > ${MAX_EVALUATED}`] : []),
    ];
  } finally {
    await visitor.terminate();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `sign-in burst: ${BURST} concurrent wrong passwords for ${EMAIL}, production server (NODE_ENV=production) over HTTP on loopback, fresh data folder each round`,
);
const failures: string[] = [];
for (let run = 1; run <= RUNS; run++) failures.push(...(await round(run)));
for (const failure of failures) console.log(`FAIL: ${failure}`);
if (failures.length === 0)
  console.log(`ok: p95 ≤ ${TARGET_MS} ms and ≤ ${MAX_EVALUATED} evaluated in each of ${RUNS} rounds`);
if (failures.length > 0) process.exitCode = 1;
