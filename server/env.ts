import { z } from "zod";

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
});

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
