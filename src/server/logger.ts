import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import pino from "pino";
import { env, isProduction } from "./env";
import { describeError } from "./errors";

/**
 * The server's one logger (decision 042). Every server-side log line goes through it: JSON, one
 * object per line, in production; one readable line per entry elsewhere (LOG_FORMAT overrides).
 * Lines written while a request is handled carry its id (`reqId`): the entry points
 * (defineAction, withRoute, pageContext, the cron route) bind it with `withRequestId` /
 * `bindRequestId`, and a mixin reads it back, so nobody passes a child logger around.
 *
 * Secrets never reach a log line: known secret-bearing keys are censored wherever they sit (two
 * levels deep), and errors are logged through describeError — a database error's message (which
 * carries the query's parameters) never. Request-supplied text cannot forge a line: JSON escapes
 * it, and the readable format escapes control characters too.
 */
const SECRET_KEYS = ["password", "currentPassword", "newPassword", "confirmPassword", "passwordHash", "token", "secret", "authorization", "cookie", "apiKey", "stripeSecretKey"];

export const REDACT_PATHS = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` with `reqId` on every log line written inside it (also after awaits). */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return requestScope.run({ reqId }, fn);
}

/**
 * Binds `reqId` to the rest of the current async flow, for entry points that return to their
 * caller instead of wrapping it (pageContext: the page keeps rendering after it returns). Call it
 * before the first await so the caller's continuation sees it.
 */
export function bindRequestId(reqId: string): void {
  requestScope.enterWith({ reqId });
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.reqId;
}

export type LogFormat = "json" | "pretty";

export function createLogger(destination?: pino.DestinationStream, level: string = env.LOG_LEVEL, format: LogFormat = env.LOG_FORMAT ?? (isProduction ? "json" : "pretty")): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: errorSerializer, error: errorSerializer },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const reqId = requestScope.getStore()?.reqId;
      return reqId ? { reqId } : {};
    },
  };
  if (format === "pretty") return pino(options, prettyStream(destination ?? process.stdout));
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

/** Only what identifies an error (describeError): never a database error's message, nor its attached parameters. */
export function errorSerializer(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { message: String(e).slice(0, 500) };
  const code = (e as { code?: unknown }).code;
  return { ...(typeof code === "string" ? { code } : {}), ...describeError(e) };
}

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
const OMIT = new Set(["level", "time", "pid", "hostname", "msg", "reqId"]);

/** Escapes every control character (newline, carriage return, ANSI escape…) so one entry stays one line. */
function escapeText(s: string): string {
  return JSON.stringify(s).slice(1, -1);
}

function formatValue(v: unknown): string {
  if (typeof v === "string") return /^[^\s"=\\\p{Cc}]*$/u.test(v) && v !== "" ? v : JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}

/**
 * One pino JSON line as one readable line: `12:34:56.789 WARN  [reqId] message key=value …`.
 * Anything that is not a pino line is passed through escaped, so nothing can add a line.
 */
export function formatPrettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return escapeText(line);
  }
  const time = typeof entry.time === "string" ? entry.time.slice(11, 23) : "";
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const req = typeof entry.reqId === "string" ? ` [${escapeText(entry.reqId)}]` : "";
  const msg = typeof entry.msg === "string" ? ` ${escapeText(entry.msg)}` : "";
  const fields = Object.entries(entry)
    .filter(([k]) => !OMIT.has(k))
    .map(([k, v]) => ` ${escapeText(k)}=${formatValue(v)}`)
    .join("");
  return `${time} ${level}${req}${msg}${fields}`;
}

/** A destination that turns pino's JSON lines into readable ones (no transport, no worker thread). */
export function prettyStream(target: { write(chunk: string): unknown }): Writable {
  let pending = "";
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _enc, done) {
      pending += String(chunk);
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line) target.write(`${formatPrettyLine(line)}\n`);
      done();
    },
  });
}
