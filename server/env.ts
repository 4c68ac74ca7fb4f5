import { z } from "zod";

/** The most proxies TRUST_PROXY may name: a longer chain is a typo, not a network. */
const MAX_TRUSTED_HOPS = 10;

/** Configuration, parsed once; no other module reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  DEMO_DATA: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Лизинг-Авто <no-reply@leasing.example>"),
  SALES_EMAIL: z.string().default("sales@leasing.example"),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  SUGGESTIONS_TOKEN: z.string().optional(),
  /** Base URL of the DaData-compatible suggestions API (default: DaData's); tests point it at a local stand-in. */
  SUGGESTIONS_URL: z.url("SUGGESTIONS_URL must be an http(s) URL").optional(),
  PUBLIC_URL: z.string().default("http://localhost:3000"),
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

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
