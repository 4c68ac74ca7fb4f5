import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { startS3Server } from "../server/testing/s3-server.ts";
import { encryptWithKey } from "../server/testing/sign-in.ts";
import { totpCode } from "../server/testing/totp.ts";
import { pgBin } from "./throwaway-postgres.ts";

/**
 * `npm run test:cluster`: the production server as it is deployed on several machines — a throw-away PostgreSQL
 * (Debian's postgresql package), an S3-compatible store (s3rver), three app instances (server/main.ts over build/)
 * and nginx (Debian's nginx package) balancing them on loopback — and the checks that only such a cluster can fail:
 * sessions, rate limits, one-time keys, uploads, e-mail and catalogue changes shared by the instances, and stopping
 * instances (SIGTERM under load, kill -9 while leads are sent). Prints one line per check; exit 1 when one fails.
 */
const ROOT = resolve(import.meta.dirname, "..");
const INSTANCES = 3;
const DEMO_PASSWORD = "Demo-2026";

function nginxBin(): string {
  for (const path of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(path)) return path;
  throw new Error('nginx was not found: install it with "apt-get install -y nginx"');
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? done(addr.port) : fail(new Error("no free port"))));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls `probe` until it answers true; throws with `what` when no probe started within `ms` saw it. Answers when the
 * probe that saw it was sent (ms after the start): a request sent then already got the new state.
 */
async function until(what: string, ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const sent = performance.now();
    if (await probe().catch(() => false)) return sent - started;
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const dir = mkdtempSync(join(tmpdir(), "leasing-cluster-"));
chmodSync(dir, 0o777);
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

// ---------------------------------------------------------------------------------------------------- PostgreSQL
const pgPort = await freePort();
const pgData = join(dir, "pg");
// initdb refuses to run as root: the server runs as the postgres user then (as test:pg does).
const asRoot = process.getuid?.() === 0;
const pgRun = (bin: string, args: string[]) =>
  asRoot
    ? execFileSync("runuser", ["-u", "postgres", "--", pgBin(bin), ...args], { stdio: "ignore" })
    : execFileSync(pgBin(bin), args, { stdio: "ignore" });

interface Instance {
  n: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

let failures = 0;
let instances: Instance[] = [];
let db: pg.Client | undefined;
const startedAll = performance.now();

try {
  pgRun("initdb", ["-D", pgData, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
  pgRun("pg_ctl", [
    "-D",
    pgData,
    "-l",
    join(dir, "pg.log"),
    "-w",
    "-o",
    `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    "start",
  ]);
  cleanups.push(() => {
    try {
      pgRun("pg_ctl", ["-D", pgData, "-m", "fast", "-w", "stop"]);
    } catch {
      // already stopped
    }
  });
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  // ------------------------------------------------------------------------------------------------ S3 and build
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  if (!existsSync(join(ROOT, "build/server/index.js"))) {
    process.stdout.write("Сборка приложения…\n");
    const built = spawnSync("react-router", ["build"], { cwd: ROOT, stdio: "inherit", shell: true });
    if (built.status !== 0) throw new Error("the build failed");
  }

  // -------------------------------------------------------------------------------------------------- instances
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));

  const startInstance = (n: number): Instance => {
    const dataDir = join(dir, `app-${n}`);
    mkdirSync(dataDir);
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(ports[n]),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DEMO_DATA: "on",
        PUBLIC_URL: publicUrl,
        // This script plays a CDN in front of nginx: each simulated visitor comes with its own address (rate limits).
        TRUST_PROXY: "2",
        // The third instance keeps serving for a second after SIGTERM with /readyz already 503 (the SIGTERM check).
        SHUTDOWN_DELAY: n === 2 ? "1" : "0",
        ...s3.env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    return { n, url: `http://127.0.0.1:${ports[n]}`, dataDir, child, exited };
  };
  /** Resolves when the instance's /readyz answers 200; rejects at once when it exits first. */
  const ready = (instance: Instance) =>
    new Promise<void>((done, fail) => {
      instance.exited.then((code) =>
        fail(new Error(`instance ${instance.n + 1} exited with ${code} before it was ready`)),
      );
      until(`instance ${instance.n + 1} ready`, 180_000, async () => (await fetch(`${instance.url}/readyz`)).ok).then(
        () => done(),
        fail,
      );
    });
  // All three start at once on the empty database, as compose's replicas do: they take turns to migrate and seed.
  instances = Array.from({ length: INSTANCES }, (_, n) => startInstance(n));
  await Promise.all(instances.map(ready));

  // ------------------------------------------------------------------------------------------------------ nginx
  const nginxDir = join(dir, "nginx");
  mkdirSync(nginxDir);
  chmodSync(nginxDir, 0o777);
  const config = readFileSync(join(ROOT, "cluster/nginx.conf"), "utf8")
    .replaceAll("{{USER}}", asRoot ? "user root;" : "")
    .replaceAll("{{DIR}}", nginxDir)
    .replaceAll("{{PORT}}", String(nginxPort))
    .replaceAll("{{UPSTREAMS}}", ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join("\n    "));
  writeFileSync(join(nginxDir, "nginx.conf"), config);
  const nginx = spawn(
    nginxBin(),
    ["-p", nginxDir, "-c", join(nginxDir, "nginx.conf"), "-e", join(nginxDir, "error.log")],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  children.push(nginx);
  await until("nginx answers", 10_000, async () => (await fetch(`${publicUrl}/readyz`)).ok);
  process.stdout.write(
    `Кластер: PostgreSQL :${pgPort}, S3 ${s3.env.S3_ENDPOINT}, ${INSTANCES} экземпляра :${ports.join(", :")}, ` +
      `nginx ${publicUrl} (${Math.round((performance.now() - startedAll) / 1000)} с)\n`,
  );

  // ----------------------------------------------------------------------------------------------------- checks
  const at = (i: number) => instances[i % INSTANCES] as Instance;
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const publicKey = async (base: string) =>
    ((await json(await fetch(`${base}/api/account/key/`))) as { publicKey: string }).publicKey;
  const auth = async (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
    post(base, "/api/account/auth/", { email, password: encryptWithKey(await publicKey(base), password) }, headers);
  /** `name=value` of the cookie named `name` or `__Host-name` (production cookies carry the prefix). */
  const cookiePair = (res: Response, name: string) =>
    res.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith(`${name}=`) || pair.startsWith(`__Host-${name}=`));
  /** Each employee's remembered device: a TOTP step is accepted once, so later sign-ins skip the code. */
  const devices = new Map<string, string>();
  /** A signed-in session on `base`: its cookie and CSRF token (an employee answers the code step). */
  async function signIn(base: string, email: string) {
    const device = devices.get(email);
    let res = await auth(base, email, DEMO_PASSWORD, device ? { cookie: device } : {});
    if (res.status === 202) {
      const challenge = [cookiePair(res, "lk_mfa"), cookiePair(res, "lk_device")].filter((pair) => pair !== undefined);
      for (const steps of [0, 1, -1]) {
        res = await post(
          base,
          "/api/account/auth/code/",
          { code: totpCode(email, steps), remember: true },
          { cookie: challenge.join("; ") },
        );
        if (res.status !== 401) break;
      }
      const remembered = challenge.find((pair) => /lk_device=/.test(pair));
      if (res.status === 200 && remembered) devices.set(email, remembered);
    }
    check(res.status === 200, `sign-in of ${email}: ${res.status}`);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { csrfToken } = (await json(await fetch(`${base}/apilk/account/check/`, { headers: { cookie } }))) as {
      csrfToken: string;
    };
    return { cookie, csrfToken };
  }
  /** Every .eml the instances wrote (without SMTP_URL each instance's outbox is its DATA_DIR/outbox folder). */
  const mailFiles = () =>
    instances.flatMap((i) => {
      const folder = join(i.dataDir, "outbox");
      return existsSync(folder)
        ? readdirSync(folder)
            .filter((name) => name.endsWith(".eml"))
            .map((name) => join(folder, name))
        : [];
    });
  const bodyOf = (eml: string) => {
    const split = eml.search(/\r?\n\r?\n/);
    const headers = eml.slice(0, split);
    const body = eml.slice(split).trim();
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding !== "quoted-printable") return body;
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  };
  let visitor = 0;
  /** A new visitor's address (X-Forwarded-For as a CDN in front of nginx would send it). */
  const newVisitor = () => {
    visitor++;
    return { "x-forwarded-for": `198.51.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}` };
  };

  const checks: [string, () => Promise<string | undefined>][] = [
    [
      "сеанс, открытый на одном экземпляре, действует на других",
      async () => {
        const { cookie } = await signIn(at(0).url, "client@example.com");
        for (const instance of instances) {
          const res = await fetch(`${instance.url}/apilk/account/check/`, { headers: { cookie } });
          check(res.status === 200, `instance ${instance.n + 1}: ${res.status}`);
        }
        return undefined;
      },
    ],
    [
      "лимит неверных паролей общий и держится под одновременными запросами",
      async () => {
        // 15 wrong passwords at once, five to each instance: the account's budget is 5 (then 429 and a link).
        const email = "assignee@example.com";
        const key = await publicKey(at(0).url);
        const attempt = async (i: number): Promise<number> => {
          for (;;) {
            const res = await post(at(i).url, "/api/account/auth/", {
              email,
              password: encryptWithKey(key, `wrong-${i}`),
            });
            // 503: too many passwords hashed at once, not counted; the person would try again.
            if (res.status !== 503) return res.status;
            await sleep(200);
          }
        };
        const statuses = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(i)));
        const wrong = statuses.filter((s) => s === 401).length;
        const limited = statuses.filter((s) => s === 429).length;
        check(wrong === 5 && limited === 10, `401×${wrong}, 429×${limited}: ${statuses.join(" ")}`);
        return "401×5, 429×10";
      },
    ],
    [
      "ссылка для входа отправлена одним письмом и одноразовый ключ срабатывает один раз на всех экземплярах",
      async () => {
        let links: string[] = [];
        await until("the sign-in link e-mail", 30_000, async () => {
          links = mailFiles()
            .map((file) => bodyOf(readFileSync(file, "utf8")))
            .flatMap((body) => body.match(/\/login\/key\?KEY=[A-Za-z0-9_%-]+/g) ?? []);
          return links.length > 0;
        });
        await sleep(500);
        check(links.length === 1, `${links.length} sign-in links e-mailed`);
        const KEY = decodeURIComponent((links[0] as string).split("KEY=")[1] as string);
        const uses = await Promise.all(
          instances.map((i) => fetch(`${i.url}/api/account/check/?KEY=${encodeURIComponent(KEY)}`)),
        );
        const statuses = uses.map((r) => r.status);
        const worked = statuses.filter((s) => s === 200 || s === 202).length;
        check(worked === 1 && statuses.filter((s) => s === 410).length === 2, `answers ${statuses.join(" ")}`);
        return `ответы ${statuses.join(", ")}`;
      },
    ],
    [
      "картинка, загруженная через один экземпляр, отдаётся остальными (S3)",
      async () => {
        const { cookie, csrfToken } = await signIn(at(0).url, "content@example.com");
        const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#406080" } })
          .jpeg()
          .toBuffer();
        const form = new FormData();
        form.append("file", new File([new Uint8Array(jpeg)], "кластер.jpg", { type: "image/jpeg" }));
        const res = await fetch(`${at(0).url}/staff/api/media/upload/`, {
          method: "POST",
          headers: { cookie, "x-csrf-token": csrfToken },
          body: form,
        });
        check(res.status === 201, `upload: ${res.status} ${await res.clone().text()}`);
        const { image } = (await res.json()) as { image: { code: string } };
        const bytes: string[] = [];
        for (const instance of instances) {
          const served = await fetch(`${instance.url}/media/${image.code}/640.webp`);
          check(served.status === 200, `instance ${instance.n + 1}: ${served.status}`);
          bytes.push(Buffer.from(await served.arrayBuffer()).toString("base64"));
        }
        check(new Set(bytes).size === 1, "the instances served different bytes");
        check(
          (await s3.objects()).some((k) => k.startsWith(`media/${image.code}/`)),
          "the picture is not in the bucket",
        );
        const onDisk = instances.filter(
          (i) => existsSync(join(i.dataDir, "files")) && readdirSync(join(i.dataDir, "files")).length > 0,
        );
        check(onDisk.length === 0, "an instance kept the upload on its disk");
        return undefined;
      },
    ],
    [
      "новая цена из бэк-офиса видна на каждом экземпляре в пределах секунды (API и страница)",
      async () => {
        const staff = await signIn(at(1).url, "content@example.com");
        const headers = { cookie: staff.cookie, "x-csrf-token": staff.csrfToken };
        const options = (await json(
          await fetch(`${at(1).url}/staff/api/catalog/options/`, { headers: { cookie: staff.cookie } }),
        )) as {
          complectations: { slug: string; section: string; since: number; colors: { slug: string }[] }[];
          maxYear: number;
        };
        const trim = options.complectations.find((t) => t.section === "cars" && t.colors.length > 0);
        check(trim !== undefined, "no trim to create a vehicle of");
        const vin = `XW8ZZZ61ZKG${String(Date.now()).slice(-6)}`;
        const input = {
          used: true,
          complectation: trim.slug,
          color: trim.colors[0]?.slug,
          price: 2_450_000,
          oldPrice: null,
          year: Math.max(trim.since, options.maxYear - 3),
          mileage: 42_000,
          vin,
          city: "kazan",
          state: "good",
          wheel: "left",
          subtype: "trade-in",
          tags: [],
          offerId: null,
        };
        const made = await post(at(1).url, "/staff/api/catalog/create/", input, headers);
        check(made.status === 201, `create: ${made.status} ${await made.clone().text()}`);
        const { vehicle } = (await made.json()) as { vehicle: { id: number; key: string } };
        const page = `/catalog/vehicle/${vehicle.key}`;
        const priceOn = async (instance: Instance) => {
          const res = await fetch(`${instance.url}/api/catalog/detail/?key=${vehicle.key}`);
          return res.ok ? ((await res.json()) as { item: { price: number } }).item.price : null;
        };
        /** The price in the vehicle page's structured data, as a visitor (and the page cache) gets the page. */
        const pagePriceOn = async (instance: Instance) => {
          const html = await (await fetch(`${instance.url}${page}`)).text();
          return Number(/"@type":"Offer"[^}]*?"price":(\d+)/.exec(html)?.[1] ?? Number.NaN);
        };
        await until("the new vehicle on every instance", 5_000, async () =>
          (await Promise.all(instances.map(priceOn))).every((p) => p === 2_450_000),
        );
        // Each instance renders (and may cache) the page with the old price first.
        for (const instance of instances) {
          for (let i = 0; i < 2; i++)
            check((await pagePriceOn(instance)) === 2_450_000, `the page on ${instance.n + 1}`);
        }
        const changed = await post(
          at(1).url,
          "/staff/api/catalog/update/",
          { id: vehicle.id, ...input, price: 1_990_000 },
          headers,
        );
        check(changed.status === 200, `update: ${changed.status}`);
        const waits = await Promise.all(
          instances.map((i) =>
            until(
              `the price on instance ${i.n + 1}`,
              1_000,
              async () => (await priceOn(i)) === 1_990_000 && (await pagePriceOn(i)) === 1_990_000,
            ),
          ),
        );
        return `за ${Math.round(Math.max(...waits))} мс`;
      },
    ],
    [
      "опубликованная новость видна на странице /press/ каждого экземпляра в пределах секунды",
      async () => {
        const staff = await signIn(at(2).url, "content@example.com");
        const headers = { cookie: staff.cookie, "x-csrf-token": staff.csrfToken };
        const stamp = String(Date.now()).slice(-6);
        const title = `Новость кластера ${stamp}`;
        // Each instance renders (and may cache) the press page without it first.
        for (const instance of instances) {
          const html = await (await fetch(`${instance.url}/press/`)).text();
          check(!html.includes(title), `instance ${instance.n + 1} shows the news before it exists`);
        }
        const saved = await post(
          at(2).url,
          "/staff/api/content/save/",
          {
            kind: "news",
            fields: {
              code: `novost-klastera-${stamp}`,
              date: new Date().toISOString().slice(0, 10),
              title,
              lead: "Три экземпляра, одна база.",
              body: "Текст новости.",
              image: null,
            },
          },
          headers,
        );
        check(saved.status === 200, `save: ${saved.status} ${await saved.clone().text()}`);
        const { item } = (await saved.json()) as { item: { id: number } };
        const published = await post(
          at(2).url,
          "/staff/api/content/publish/",
          { kind: "news", id: item.id, published: true },
          headers,
        );
        check(published.status === 200, `publish: ${published.status}`);
        const waits = await Promise.all(
          instances.map((i) =>
            until(`the news on instance ${i.n + 1}`, 1_000, async () =>
              (await (await fetch(`${i.url}/press/`)).text()).includes(title),
            ),
          ),
        );
        return `за ${Math.round(Math.max(...waits))} мс`;
      },
    ],
    [
      "каждое письмо о заявке отправлено ровно один раз тремя обработчиками",
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 9 }, (_, i) =>
            post(
              at(i).url,
              "/api/forms/contactus/",
              { name: "Елена", phone: "8 (800) 550-35-35", comment: `Кластер ${i}`, consentPersonalData: true },
              newVisitor(),
            ),
          ),
        );
        check(
          answers.every((r) => r.status === 201),
          `leads: ${answers.map((r) => r.status).join(" ")}`,
        );
        let summary = "";
        await until("every queued e-mail sent", 60_000, async () => {
          const { rows } = await (db as pg.Client).query<{ sent: string; unsent: string }>(
            "select count(sent_at) as sent, count(*) - count(sent_at) as unsent from mail_outbox",
          );
          const sent = Number(rows[0]?.sent);
          summary = `${sent} отправлено, ${mailFiles().length} файлов .eml`;
          return Number(rows[0]?.unsent) === 0 && mailFiles().length === sent;
        });
        const { rows } = await (db as pg.Client).query<{ n: string }>(
          "select count(*) as n from mail_outbox where attempts <> 1 and sent_at is not null",
        );
        check(Number(rows[0]?.n) === 0, `${rows[0]?.n} messages took more than one attempt`);
        return summary;
      },
    ],
    [
      "id запроса от nginx в ответе и в problem+json; /metrics — только напрямую с этой машины",
      async () => {
        const res = await fetch(`${publicUrl}/api/no-such-call/`);
        const id = res.headers.get("x-request-id") ?? "";
        check(/^[0-9a-f]{32}$/.test(id), `X-Request-Id "${id}" is not nginx's $request_id`);
        const problem = (await res.json()) as { requestId?: string };
        check(problem.requestId === id, `the problem names ${problem.requestId}, the header ${id}`);
        check((await fetch(`${publicUrl}/metrics`)).status === 403, "/metrics is readable through nginx");
        const scrape = await fetch(`${at(0).url}/metrics`);
        const text = await scrape.text();
        check(scrape.status === 200, `/metrics: ${scrape.status}`);
        for (const series of [
          /http_request_duration_seconds_count\{method="GET",route="\/api\/catalog\/detail",status="200"\}/,
          /^db_query_duration_seconds_count [1-9]/m,
          /^catalog_index_build_seconds_count [1-9]/m,
          /^mail_outbox_depth \d+/m,
          /^page_cache_hit_ratio /m,
        ]) {
          check(series.test(text), `/metrics lacks ${series}`);
        }
        return undefined;
      },
    ],
    [
      "SIGTERM одного экземпляра под нагрузкой: ни один запрос не потерян",
      async () => {
        const stopping = at(2);
        const statuses = new Map<string, number>();
        let running = true;
        const paths = ["/", "/api/catalog/cars/", "/press/", "/calculator"];
        const worker = async (w: number) => {
          for (let i = 0; running; i++) {
            const path = paths[(w + i) % paths.length] as string;
            let key: string;
            try {
              const res = await fetch(`${publicUrl}${path}`);
              await res.arrayBuffer();
              key = String(res.status);
            } catch (error) {
              key = `error ${(error as Error).cause ?? (error as Error).message}`;
            }
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          }
        };
        const load = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
        await sleep(1_500);
        stopping.child.kill("SIGTERM");
        // Readiness goes off at once, while the instance still answers (SHUTDOWN_DELAY=1), then it drains.
        await until("readiness off", 1_000, async () => (await fetch(`${stopping.url}/readyz`)).status === 503);
        const live = await fetch(`${stopping.url}/healthz`);
        check(live.status === 200, `a stopping instance answered ${live.status} before its listener closed`);
        const code = await stopping.exited;
        await sleep(1_500);
        running = false;
        await load;
        const total = [...statuses.values()].reduce((a, b) => a + b, 0);
        check(code === 0, `the stopped instance exited with ${code}`);
        check(
          statuses.size === 1 && statuses.get("200") === total,
          `answers: ${JSON.stringify(Object.fromEntries(statuses))}`,
        );
        return `${total} запросов, все 200; готовность выключена сразу, экземпляр вышел с кодом 0`;
      },
    ],
    [
      "kill -9 экземпляра во время отправки заявок: ни одна принятая заявка не потеряна",
      async () => {
        const killed = at(1);
        const accepted: number[] = [];
        const refused = new Map<string, number>();
        let running = true;
        const sender = async (w: number) => {
          for (let i = 0; running; i++) {
            try {
              const res = await post(
                publicUrl,
                "/api/forms/contactus/",
                { name: "Ольга", phone: "8 (800) 550-35-35", comment: `kill -9, ${w}-${i}`, consentPersonalData: true },
                newVisitor(),
              );
              if (res.status === 201) accepted.push(((await res.json()) as { id: number }).id);
              else refused.set(String(res.status), (refused.get(String(res.status)) ?? 0) + 1);
            } catch (error) {
              const key = `error ${(error as Error).message}`;
              refused.set(key, (refused.get(key) ?? 0) + 1);
            }
          }
        };
        const load = Promise.all(Array.from({ length: 6 }, (_, w) => sender(w)));
        await sleep(1_000);
        killed.child.kill("SIGKILL");
        await killed.exited;
        await sleep(1_000);
        running = false;
        await load;
        const { rows } = await (db as pg.Client).query<{ id: number }>(
          "select l.id from leads l join mail_outbox m on m.lead_id = l.id where l.id = any($1)",
          [accepted],
        );
        const stored = new Set(rows.map((r) => r.id));
        const lost = accepted.filter((id) => !stored.has(id));
        check(accepted.length > 0, "no lead was accepted");
        check(lost.length === 0, `accepted but not stored with their e-mail: ${lost.join(", ")}`);
        const other = [...refused.entries()].map(([k, v]) => `${k}×${v}`).join(", ");
        return `${accepted.length} принято и сохранено с письмом${other ? `; не принято: ${other}` : ""}`;
      },
    ],
  ];

  for (const [name, run] of checks) {
    const started = performance.now();
    try {
      const note = await run();
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`✓ ${name}${note ? ` — ${note}` : ""} (${ms} мс)\n`);
    } catch (error) {
      failures++;
      process.stdout.write(`✗ ${name}: ${(error as Error).message}\n`);
    }
  }
} catch (error) {
  failures++;
  process.stdout.write(`✗ кластер не запустился: ${(error as Error).stack ?? error}\n`);
} finally {
  await db?.end().catch(() => undefined);
  for (const child of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((done) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          done(undefined);
        }, 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          done(undefined);
        });
      });
    }
  }
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(
  `${failures === 0 ? "Кластер: все проверки пройдены" : `Кластер: проверок не пройдено — ${failures}`} ` +
    `(${Math.round((performance.now() - startedAll) / 1000)} с)\n`,
);
process.exit(failures === 0 ? 0 : 1);
