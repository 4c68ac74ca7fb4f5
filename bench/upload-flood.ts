import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { signIn } from "../server/testing/sign-in.ts";
import { createTestApp } from "../server/testing/test-app.ts";

/**
 * `npm run bench:uploads`: the upload flood of issue 17 (hole 3) against a real @hono/node-server on 127.0.0.1 over
 * PGlite: a signed-in client posts 85 000 one-byte `files[]` parts (about 10 MB) to /apilk/contracts/upload/ while
 * another client asks GET /healthz every 5 ms. The flood is sent from a child process, so that writing 10 MB does not
 * take the server's event loop. Prints the time to the refusal (the child's fetch, until the answer's body), the
 * /healthz latencies during it and, for reference, how long parsing the same body whole (`Request.formData()`, what
 * the old handler did) takes in this process.
 *
 * ROUNDS (5; at most 20, the per-session upload limit), PARTS (85 000).
 */
const ROUNDS = Math.min(20, Number(process.env.ROUNDS ?? 5));
const PARTS = Number(process.env.PARTS ?? 85_000);

const app = await createTestApp();
const server = serve({ fetch: app.api.fetch, hostname: "127.0.0.1", port: 0 });
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const { cookie, csrfToken } = await signIn(app, "client@example.com");
const list = (await (await app.api.request("/apilk/contracts/list/", { headers: { cookie } })).json()) as {
  items: { code: string }[];
};
const contractCode = list.items[0]?.code ?? "";

const boundary = "----upload-flood";
const part = `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%\r\n`;
const body = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="contractCode"\r\n\r\n${contractCode}\r\n${part.repeat(PARTS)}--${boundary}--\r\n`,
);
const headers = {
  cookie,
  "x-csrf-token": csrfToken,
  "content-type": `multipart/form-data; boundary=${boundary}`,
};
const dir = mkdtempSync(join(tmpdir(), "upload-flood-"));
const bodyFile = join(dir, "body");
writeFileSync(bodyFile, body);

/** One flood upload from a child Node process: its status, detail and milliseconds to the whole answer. */
const SENDER = `
const [url, headers, file] = process.argv.slice(1);
const body = (await import("node:fs")).readFileSync(file);
const t = performance.now();
const res = await fetch(url, { method: "POST", headers: JSON.parse(headers), body });
const { detail } = await res.json();
console.log(JSON.stringify({ status: res.status, detail, ms: performance.now() - t }));
`;
const run = promisify(execFile);
async function flood(): Promise<{ status: number; detail: string; ms: number }> {
  const { stdout } = await run(process.execPath, [
    "--input-type=module",
    "-e",
    SENDER,
    `${base}/apilk/contracts/upload/`,
    JSON.stringify(headers),
    bodyFile,
  ]);
  return JSON.parse(stdout);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function healthz(): Promise<number> {
  const t = performance.now();
  await (await fetch(`${base}/healthz`)).arrayBuffer();
  return performance.now() - t;
}

// Quiet baseline of /healthz.
const idle: number[] = [];
for (let k = 0; k < 50; k++) idle.push(await healthz());

const answers: number[] = [];
const during: number[] = [];
let status = 0;
let detail = "";
for (let round = 0; round < ROUNDS; round++) {
  let uploading = true;
  const probe = (async () => {
    while (uploading) {
      during.push(await healthz());
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const answer = await flood();
  answers.push(answer.ms);
  status = answer.status;
  detail = answer.detail;
  uploading = false;
  await probe;
}

const whole = performance.now();
await new Request("http://localhost/", { method: "POST", headers, body }).formData();
const wholeMs = performance.now() - whole;

console.log(
  `upload flood: ${PARTS.toLocaleString("en")} one-byte files[] parts, ${(body.byteLength / 1e6).toFixed(1)} MB, ${ROUNDS} rounds, HTTP over loopback, PGlite in memory`,
);
console.log(`answer: ${status} «${detail}»`);
const row = (name: string, xs: number[]) =>
  `${name.padEnd(22)} n=${String(xs.length).padStart(4)}  p50 ${ms(pct(xs, 50))}  p95 ${ms(pct(xs, 95))}  max ${ms(Math.max(...xs))}`;
console.log(row("time to the refusal", answers));
console.log(row("GET /healthz idle", idle));
console.log(row("GET /healthz during", during));
console.log(`reference: the same body parsed whole with Request.formData() ${ms(wholeMs)}`);

server.close();
await app.close();
rmSync(dir, { recursive: true, force: true });
