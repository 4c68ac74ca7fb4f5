import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { serve } from "@hono/node-server";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../scripts/throwaway-postgres.ts";
import { createApi } from "../server/api/create-api.ts";
import { openDatabase } from "../server/db/client.ts";
import { createServices } from "../server/domain/services.ts";
import { loadEnv } from "../server/env.ts";
import { createLogger } from "../server/infra/logger.ts";
import { signIn } from "../server/testing/sign-in.ts";
import { createTestApp, type TestApp } from "../server/testing/test-app.ts";

/**
 * `npm run bench:account`: 50 concurrent signed-in clients against the account API, each asking contracts/list/,
 * notifications/list/ and the accounting calls computed from the ledger — debts/, bills/ and pay/ (with its QR) — in
 * turn with varying filters and pages. Prints p50/p95/p99 latency per call and the throughput:
 *
 * 1. on PGlite (in memory, seeded with the demo data), in-process api.request() — the measure: its goal is
 *    GOAL_RATIO × the 246 req/s with p99 under P99_GOAL_MS; exit 1 when missed;
 * 2. beside it, against a throw-away PostgreSQL (Debian's package, scripts/throwaway-postgres.ts) with two app
 *    instances — two processes serving the API over HTTP on loopback, the requests split between them in turn.
 *
 * CLIENTS (50), REQUESTS per client (100), MODE=inprocess (api.request(), default) or MODE=http (PGlite behind a real
 * @hono/node-server on 127.0.0.1, fetch over loopback), POSTGRES=off skips the second run.
 */
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const MODE = process.env.MODE === "http" ? "http" : "inprocess";
/** The throughput of the landed build on this machine (issue 16), and the goal. */
const BASELINE_RPS = 246;
const GOAL_RATIO = 4;
const P99_GOAL_MS = 100;

// ---------------------------------------------------------------------------------------------- the load
type Kind = "contracts" | "notifications" | "debts" | "bills" | "pay";
type Session = { cookie: string; payContract: string; payBill: number | undefined };
type Request = (path: string, cookie: string, n: number) => Response | Promise<Response>;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const QUERIES: Record<Kind, (s: Session) => string[]> = {
  contracts: () => [
    "/apilk/contracts/list/",
    `/apilk/contracts/list/?filters=${q({ status: "active" })}`,
    `/apilk/contracts/list/?filters=${q({ search: "2025" })}`,
    `/apilk/contracts/list/?filters=${q({ vehicleType: "truck", dateFrom: "2022-01-01" })}&currentPage=1`,
  ],
  notifications: () => [
    "/apilk/notifications/list/",
    "/apilk/notifications/list/?currentPage=2",
    `/apilk/notifications/list/?filters=${q({ isRead: false })}`,
    `/apilk/notifications/list/?filters=${q({ subject: "payments", dateFrom: "2025-01-01" })}`,
  ],
  debts: (s) => [
    "/apilk/accounting/debts/",
    `/apilk/accounting/debts/?filters=${q({ status: "due" })}`,
    `/apilk/accounting/debts/?filters=${q({ contractCode: s.payContract })}`,
  ],
  bills: (s) => [
    "/apilk/accounting/bills/",
    "/apilk/accounting/bills/?currentPage=2",
    `/apilk/accounting/bills/?filters=${q({ status: "paid", dateFrom: "2025-01-01" })}`,
    `/apilk/accounting/bills/?filters=${q({ contractCode: s.payContract })}`,
  ],
  pay: (s) => [
    `/apilk/accounting/pay/?contractCode=${s.payContract}`,
    ...(s.payBill === undefined ? [] : [`/apilk/accounting/pay/?billId=${s.payBill}`]),
  ],
};
const KINDS = Object.keys(QUERIES) as Kind[];
const PATHS: Record<Kind, string> = {
  contracts: "GET /apilk/contracts/list/",
  notifications: "GET /apilk/notifications/list/",
  debts: "GET /apilk/accounting/debts/",
  bills: "GET /apilk/accounting/bills/",
  pay: "GET /apilk/accounting/pay/",
};

/**
 * CLIENTS sessions over the three demo profiles: ООО «СтройТехМонтаж», ИП Петров (switched), ООО «ТрансЛогистик»,
 * signed in through `app` (in process). Each also keeps a contract of its profile with something to pay and an
 * unpaid bill (when one is issued), for pay/.
 */
async function signInAll(app: TestApp): Promise<Session[]> {
  const json = async (path: string, cookie: string) =>
    (await app.api.request(path, { headers: { cookie } })).json() as Promise<
      // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of known answers
      any
    >;
  const sessions: Session[] = [];
  for (let k = 0; k < CLIENTS; k++) {
    const email = k % 3 === 2 ? "assignee@example.com" : "client@example.com";
    const { cookie, csrfToken } = await signIn(app, email);
    if (k % 3 === 1) {
      const { profiles } = (await json("/apilk/settings/profiles/", cookie)) as { profiles: { id: number }[] };
      await app.api.request("/apilk/settings/profile/set/", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ id: profiles[1]?.id }),
      });
    }
    const debts = await json("/apilk/accounting/debts/", cookie);
    const bills = await json("/apilk/accounting/bills/", cookie);
    const payContract = debts.items.find((d: { total: number }) => d.total > 0)?.contractCode;
    const payBill = bills.items.find((b: { unpaid: number }) => b.unpaid > 0)?.id;
    if (!payContract) throw new Error(`${email}: nothing to pay in the demo data`);
    sessions.push({ cookie, payContract, payBill });
  }
  return sessions;
}

interface LoadResult {
  latencies: Record<Kind, number[]>;
  all: number[];
  rps: number;
  wallS: number;
  /** This process's CPU time per measured request (user + system): what a busy machine does not inflate much. */
  cpuMsPerRequest: number;
  failures: number;
}

/** A warm-up (JIT, caches) with a few clients, then the measured run with every client at once. */
async function load(sessions: Session[], request: Request): Promise<LoadResult> {
  const latencies: Record<Kind, number[]> = { contracts: [], notifications: [], debts: [], bills: [], pay: [] };
  let failures = 0;
  let sent = 0;
  async function run(session: Session, k: number, record: boolean) {
    for (let i = 0; i < REQUESTS; i++) {
      const kind = KINDS[(i + k) % KINDS.length] as Kind;
      const queries = QUERIES[kind](session);
      const path = queries[Math.floor((i + k) / KINDS.length) % queries.length] as string;
      const t = performance.now();
      const res = await request(path, session.cookie, sent++);
      await res.arrayBuffer();
      const ms = performance.now() - t;
      if (res.status !== 200) failures++;
      if (record) latencies[kind].push(ms);
    }
  }
  await Promise.all(sessions.slice(0, 5).map((s, k) => run(s, k, false)));
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(sessions.map((s, k) => run(s, k, true)));
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  const all = KINDS.flatMap((kind) => latencies[kind]);
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / all.length;
  return { latencies, all, rps: all.length / (wall / 1000), wallS: wall / 1000, cpuMsPerRequest, failures };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (x: number) => x.toFixed(1).padStart(7);
const row = (name: string, xs: number[]) =>
  `  ${name.padEnd(31)} n=${String(xs.length).padStart(5)}  p50 ${ms(pct(xs, 50))} ms  p95 ${ms(pct(xs, 95))} ms  p99 ${ms(
    pct(xs, 99),
  )} ms  max ${ms(Math.max(...xs))} ms`;

function report(title: string, r: LoadResult) {
  console.log(title);
  for (const kind of KINDS) console.log(row(PATHS[kind], r.latencies[kind]));
  console.log(row("all calls", r.all));
  console.log(
    `  throughput ${r.rps.toFixed(0)} req/s over ${r.wallS.toFixed(1)} s = ${(r.rps / BASELINE_RPS).toFixed(2)}× the ` +
      `issue's ${BASELINE_RPS} req/s; p99 ${pct(r.all, 99).toFixed(1)} ms; failures ${r.failures}`,
  );
  console.log(
    `  ${r.cpuMsPerRequest.toFixed(2)} ms of this process's CPU per request; load average ${loadavg()[0]?.toFixed(2)}`,
  );
}

/** One app instance process over `url`; resolves with it and its port once it listens. */
function startInstance(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [import.meta.filename], {
    env: { ...process.env, ACCOUNT_LOAD_INSTANCE: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    child.once("exit", (code) => fail(new Error(`an app instance exited with ${code} before it listened`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", (port) =>
      done({ child, base: `http://127.0.0.1:${port.trim()}` }),
    );
  });
}

async function main() {
  // --------------------------------------------------------------------------------------------------- PGlite
  const app = await createTestApp();
  let server: ReturnType<typeof serve> | undefined;
  let base = "http://localhost";
  if (MODE === "http") {
    server = serve({ fetch: app.api.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((r) => server?.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const started = performance.now();
  const sessions = await signInAll(app);
  const signInS = (performance.now() - started) / 1000;
  const pglite = await load(sessions, (path, cookie) =>
    MODE === "http" ? fetch(base + path, { headers: { cookie } }) : app.api.request(path, { headers: { cookie } }),
  );
  server?.close();
  await app.close();

  console.log(`account load: ${CLIENTS} concurrent signed-in clients × ${REQUESTS} requests`);
  console.log(`(${CLIENTS} sign-ins took ${signInS.toFixed(1)} s; not measured below)`);
  report(
    `PGlite in memory, one instance, ${MODE === "http" ? "HTTP over loopback" : "in-process api.request()"}:`,
    pglite,
  );
  const p99 = pct(pglite.all, 99);
  const met = pglite.rps >= GOAL_RATIO * BASELINE_RPS && p99 < P99_GOAL_MS;
  console.log(
    `  goal ≥ ${GOAL_RATIO}× (${GOAL_RATIO * BASELINE_RPS} req/s) with p99 < ${P99_GOAL_MS} ms: ${met ? "met" : "MISSED"}`,
  );

  // ----------------------------------------------------------------------------- PostgreSQL, two instances
  let postgres: LoadResult | undefined;
  if (process.env.POSTGRES !== "off") {
    let pg: ThrowawayPostgres | undefined;
    const children: ChildProcess[] = [];
    try {
      pg = await startThrowawayPostgres({ stdio: "ignore" });
      // A database of its own, migrated and seeded by an in-process app that also signs the clients in.
      process.env.TEST_DATABASE_URL = pg.url;
      const setup = await createTestApp();
      const pgSessions = await signInAll(setup);
      const url = setup.services.env.DATABASE_URL as string;
      const instances = await Promise.all([startInstance(url), startInstance(url)]);
      children.push(...instances.map((i) => i.child));
      postgres = await load(pgSessions, (path, cookie, n) =>
        fetch((instances[n % instances.length]?.base as string) + path, { headers: { cookie } }),
      );
      for (const child of children) child.kill("SIGTERM");
      await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once("exit", r) : r(0)))));
      await setup.close();
      report("PostgreSQL (throw-away, loopback), two app instances over HTTP, requests split between them:", postgres);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
      pg?.stop();
    }
  }

  if (!met || pglite.failures > 0 || (postgres?.failures ?? 0) > 0) process.exitCode = 1;
}

// -------------------------------------------------------------------------------------------- an app instance
// `node bench/account-load.ts` with ACCOUNT_LOAD_INSTANCE=<database url>: one app instance serving the API on a free
// loopback port over an already migrated and seeded database; prints the port, stops on SIGTERM.
async function instance(instanceUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "account-load-"));
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: instanceUrl, DATA_DIR: dataDir });
  const database = await openDatabase({ url: instanceUrl, dataDir: null });
  const services = createServices({ database, env, logger: createLogger("silent") });
  const server = serve({ fetch: createApi(services).fetch, hostname: "127.0.0.1", port: 0 }, (info) =>
    process.stdout.write(`${info.port}\n`),
  );
  process.on("SIGTERM", () => {
    server.close();
    void database.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

const instanceUrl = process.env.ACCOUNT_LOAD_INSTANCE;
await (instanceUrl ? instance(instanceUrl) : main());
