import { z } from "zod";

/** The most proxies TRUST_PROXY may name: a longer chain is a typo, not a network. */
const MAX_TRUSTED_HOPS = 10;

/** An optional setting where an empty value (`S3_BUCKET=` in an env file) means "not set". */
const unsetWhenBlank = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The variables that together turn on S3-compatible storage for uploads; one alone is a mistake. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const;

/** The environment variables one by one; EnvSchema below adds the rules that span several. */
const VariablesSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  /** Unset: decided in EnvSchema from where the server runs (see demoByDefault). */
  DEMO_DATA: z.enum(["on", "off"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Лизинг-Авто <no-reply@leasing.example>"),
  SALES_EMAIL: z.string().default("sales@leasing.example"),
  HR_EMAIL: z.string().default("hr@leasing.example"),
  S3_ENDPOINT: unsetWhenBlank,
  S3_BUCKET: unsetWhenBlank,
  S3_ACCESS_KEY: unsetWhenBlank,
  S3_SECRET_KEY: unsetWhenBlank,
  S3_REGION: unsetWhenBlank,
  /**
   * The bearer token that lets a scraper read /metrics from another machine (Authorization: Bearer …). Unset:
   * only a direct connection from this machine may read them (server/infra/observed-app.ts).
   */
  METRICS_TOKEN: unsetWhenBlank,
  /**
   * Seconds a stopping server (SIGTERM) keeps taking new requests with /readyz already answering 503, before it
   * closes its listener: the time a balancer that polls readiness needs to take the instance out. 0 behind
   * nginx, which sends a refused connection to another instance anyway (docs/deploy.md).
   */
  SHUTDOWN_DELAY: z.coerce.number().int().min(0).max(60).default(0),
  SUGGESTIONS_TOKEN: z.string().optional(),
  /** Base URL of the DaData-compatible suggestions API (default: DaData's); tests point it at a local stand-in. */
  SUGGESTIONS_URL: z.url("SUGGESTIONS_URL must be an http(s) URL").optional(),
  /**
   * The site's one public origin, whatever host served the request: canonical links, Open Graph, JSON-LD, the
   * sitemap, robots.txt and the API document's `servers` name it. Checked at start (a typo would break every
   * page's meta) and kept as the bare origin, since the site is served at the root.
   */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: "PUBLIC_URL must be the site's public http(s) address, e.g. PUBLIC_URL=https://leasing-auto.ru",
    })
    .default("http://localhost:3000")
    .transform((url) => new URL(url).origin),
  /**
   * How many proxies in front of the app are ours: the client address (rate limits) is then read from
   * X-Forwarded-For, that many hops from the right. 0 ("off") ignores the header. A number and not
   * "true": trusting every hop would hand the address to whoever writes the leftmost entry.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim().toLowerCase() ?? "";
      if (text === "" || text === "off") return 0;
      const hops = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
      if (hops >= 0 && hops <= MAX_TRUSTED_HOPS) return hops;
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be "off" or the number of trusted proxies in front of the app (1–${MAX_TRUSTED_HOPS}), e.g. TRUST_PROXY=1 behind one load balancer; got "${value}"`,
      });
      return z.NEVER;
    }),
});

/**
 * Whether an unset DEMO_DATA seeds the demo accounts (one with staff rights, all with the password the README
 * publishes): only on the embedded database outside production, i.e. `npm run dev` and tests. A deployment —
 * NODE_ENV=production or a PostgreSQL server — gets them only by asking (DEMO_DATA=on); `npm start`, the
 * README's try-it-out command, asks for them itself on the embedded database (scripts/start.ts).
 */
function demoByDefault(env: { NODE_ENV: string; DATABASE_URL?: string }): boolean {
  return env.NODE_ENV !== "production" && env.DATABASE_URL === undefined;
}

/** A name or address of this machine: a plain-http S3 server there (a local MinIO) never crosses a network. */
function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Configuration, parsed once; no other module reads process.env. The S3 variables become one `s3` setting:
 * all four set, or none (uploads on local disk); anything between stops the server at start.
 */
const EnvSchema = VariablesSchema.transform(
  ({ S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION, DEMO_DATA, ...variables }, ctx) => {
    const env = { ...variables, DEMO_DATA: DEMO_DATA === undefined ? demoByDefault(variables) : DEMO_DATA === "on" };
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY || !S3_SECRET_KEY) {
      const given = { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY };
      const missing = S3_REQUIRED.filter((name) => given[name] === undefined);
      if (missing.length === S3_REQUIRED.length) return { ...env, s3: null };
      // Half a configuration would quietly keep files on one instance's disk: refuse to start instead.
      ctx.addIssue({
        code: "custom",
        message: `S3 storage for uploads needs all of ${S3_REQUIRED.join(", ")} (missing: ${missing.join(", ")}); set them all, or none to keep uploads on local disk (DATA_DIR/files)`,
      });
      return z.NEVER;
    }
    if (!/^https?:\/\/[^/]/.test(S3_ENDPOINT) || !URL.canParse(S3_ENDPOINT)) {
      ctx.addIssue({
        code: "custom",
        message: `S3_ENDPOINT must be the http(s) URL of the S3-compatible server, e.g. https://storage.example.ru; got "${S3_ENDPOINT}"`,
      });
      return z.NEVER;
    }
    const endpointHost = new URL(S3_ENDPOINT).hostname.replace(/^\[|\]$/g, "");
    if (env.NODE_ENV === "production" && new URL(S3_ENDPOINT).protocol === "http:" && !isLoopback(endpointHost)) {
      // Uploaded contracts and documents, and the keys that sign every request, would cross the network in clear.
      ctx.addIssue({
        code: "custom",
        message: `S3_ENDPOINT must use https:// in production (uploads and request signatures would travel in clear); got "${S3_ENDPOINT}". Plain http:// is allowed only for a server on this machine (localhost, 127.0.0.1, ::1)`,
      });
      return z.NEVER;
    }
    const s3 = {
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY,
      secretAccessKey: S3_SECRET_KEY,
      // The SDK signs every request for a region; S3-compatible servers mostly take any, and AWS's default is us-east-1.
      region: S3_REGION ?? "us-east-1",
    };
    return { ...env, s3 };
  },
);

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
