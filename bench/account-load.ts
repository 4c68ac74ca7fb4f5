import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { signIn } from "../server/testing/sign-in.ts";
import { createTestApp } from "../server/testing/test-app.ts";

/**
 * `npm run bench:account`: 50 concurrent signed-in clients against the account API on PGlite (in-memory, seeded
 * with the demo data), each asking contracts/list/, notifications/list/ and the accounting calls computed from the
 * ledger — debts/, bills/ and pay/ (with its QR) — in turn with varying filters and pages.
 * Prints p50/p95/p99 latency per call and the throughput.
 *
 * CLIENTS (50), REQUESTS per client (40), MODE=inprocess (api.request(), default) or MODE=http (a real
 * @hono/node-server on 127.0.0.1, fetch over loopback).
 */
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 40);
const MODE = process.env.MODE === "http" ? "http" : "inprocess";

const app = await createTestApp();
let server: ReturnType<typeof serve> | undefined;
let base = "http://localhost";
if (MODE === "http") {
  server = serve({ fetch: app.api.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((r) => server?.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const request = (path: string, cookie: string) =>
  MODE === "http" ? fetch(base + path, { headers: { cookie } }) : app.api.request(path, { headers: { cookie } });

// 50 sessions over the three demo profiles: ООО «СтройТехМонтаж», ИП Петров (switched), ООО «ТрансЛогистик».
// Each also keeps a contract of its profile with something to pay and an unpaid bill (when one is issued), for pay/.
const started = performance.now();
const sessions: { cookie: string; payContract: string; payBill: number | undefined }[] = [];
const json = async (path: string, cookie: string) =>
  (await app.api.request(path, { headers: { cookie } })).json() as Promise<
    // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of known answers
    any
  >;
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
const signInMs = performance.now() - started;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Kind = "contracts" | "notifications" | "debts" | "bills" | "pay";
const QUERIES: Record<Kind, (s: (typeof sessions)[number]) => string[]> = {
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

const latencies: Record<Kind, number[]> = { contracts: [], notifications: [], debts: [], bills: [], pay: [] };
let failures = 0;

async function run(session: (typeof sessions)[number], k: number, record: boolean) {
  for (let i = 0; i < REQUESTS; i++) {
    const kind = KINDS[(i + k) % KINDS.length] as Kind;
    const queries = QUERIES[kind](session);
    const path = queries[Math.floor((i + k) / KINDS.length) % queries.length] as string;
    const t = performance.now();
    const res = await request(path, session.cookie);
    await res.arrayBuffer();
    const ms = performance.now() - t;
    if (res.status !== 200) failures++;
    if (record) latencies[kind].push(ms);
  }
}

// Warm-up (JIT, PGlite caches), then the measured run with every client at once.
await Promise.all(sessions.slice(0, 5).map((s, k) => run(s, k, false)));
const t0 = performance.now();
await Promise.all(sessions.map((s, k) => run(s, k, true)));
const wall = performance.now() - t0;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const row = (name: string, xs: number[]) =>
  `${name.padEnd(28)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50).toFixed(1).padStart(7)} ms  p95 ${pct(
    xs,
    95,
  )
    .toFixed(1)
    .padStart(7)} ms  p99 ${pct(xs, 99).toFixed(1).padStart(7)} ms  max ${Math.max(...xs)
    .toFixed(1)
    .padStart(7)} ms`;
const total = KINDS.reduce((n, kind) => n + latencies[kind].length, 0);
console.log(
  `account load: ${CLIENTS} concurrent signed-in clients × ${REQUESTS} requests, PGlite in memory, ${MODE === "http" ? "HTTP over loopback" : "in-process api.request()"}`,
);
console.log(`(${CLIENTS} sign-ins took ${(signInMs / 1000).toFixed(1)} s; not measured below)`);
for (const kind of KINDS) console.log(row(PATHS[kind], latencies[kind]));
console.log(
  `throughput ${(total / (wall / 1000)).toFixed(0)} req/s over ${(wall / 1000).toFixed(1)} s; failures ${failures}`,
);

server?.close();
await app.close();
if (failures > 0) process.exitCode = 1;
