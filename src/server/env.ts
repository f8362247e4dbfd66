import "server-only";
import { z } from "zod";

/**
 * The one reader of process.env. Everything optional has a working offline default:
 * no DATABASE_URL → embedded PGlite; no Google key → built-in map and gazetteer;
 * no Stripe key → payments disabled with an honest message; no SMTP → local outbox.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default("./.data/pglite"),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_URL: z.string().url().optional(),
  APP_URL: z.string().url().default("http://127.0.0.1:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Cartwise <no-reply@cartwise.local>"),
  MAIL_OUTBOX_DIR: z.string().default("./.data/outbox"),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  EXCHANGE_RATES_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  SEED_ON_START: z.enum(["true", "false"]).default("true"),
  /** "off" skips the in-memory catalogue index built at server start (comparisons then search in SQL). */
  CATALOGUE_INDEX: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(process.env).map(([k, v]) => [k, v === "" ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
export const isProduction = env.NODE_ENV === "production";
