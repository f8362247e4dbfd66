import "server-only";
import pino from "pino";
import { env } from "./env";

/**
 * The server's structured logger: one JSON object per line, with the request id (`reqId`) bound
 * by whoever handles a request. Secrets never reach a log line: known secret-bearing keys are
 * censored wherever they sit (two levels deep), and unknown errors are logged by message and
 * stack only — never with the request's parameters.
 */
const SECRET_KEYS = ["password", "currentPassword", "newPassword", "confirmPassword", "passwordHash", "token", "secret", "authorization", "cookie", "apiKey", "stripeSecretKey"];

export const REDACT_PATHS = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

export function createLogger(destination?: pino.DestinationStream, level: string = env.LOG_LEVEL): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: errorSerializer, error: errorSerializer },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

/** Only what identifies an error: never its attached parameters (pg errors carry the SQL values). */
export function errorSerializer(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { message: String(e).slice(0, 500) };
  const code = (e as { code?: unknown }).code;
  return { type: e.name, message: e.message.slice(0, 500), ...(typeof code === "string" ? { code } : {}), stack: e.stack?.split("\n").slice(0, 8).join("\n") };
}

export function requestLogger(reqId: string): pino.Logger {
  return logger.child({ reqId });
}
