/** Expected failures are values with a safe, user-facing message; anything else is logged and hidden. */
export type AppErrorCode = "NOT_FOUND" | "FORBIDDEN" | "UNAUTHENTICATED" | "CONFLICT" | "INVALID_INPUT" | "RATE_LIMITED" | "PLAN_REQUIRED" | "TOO_LARGE" | "UNAVAILABLE";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly safeMessage: string,
    readonly extra: { title?: string; retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(safeMessage);
    this.name = "AppError";
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export function notFound(message = "Not found"): AppError {
  return new AppError("NOT_FOUND", message);
}

export function newRequestId(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * What an unknown error may put in the log: its kind, a database error's SQLSTATE and where it
 * happened, and the stack frames — never its message when it could carry request data. Drizzle's
 * query errors print the SQL *and its parameters* in their message (a user's text, an e-mail),
 * and PostgreSQL's own messages can quote the offending value.
 */
export function describeError(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { kind: typeof e };
  const cause = e.cause as ({ code?: unknown; routine?: unknown; constraint?: unknown; table?: unknown; column?: unknown } & Error) | undefined;
  const dbError = isDatabaseError(e) || isDatabaseError(cause);
  const frames = (e.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 10)
    .map((line) => line.trim());
  const out: Record<string, unknown> = { name: e.name };
  if (dbError) {
    const source = (isDatabaseError(cause) ? cause : e) as { code?: unknown; routine?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
    Object.assign(out, { sqlState: source.code, routine: source.routine, constraint: source.constraint, table: source.table, column: source.column });
  } else {
    out.message = e.message.slice(0, 200);
  }
  out.stack = frames;
  return out;
}

function isDatabaseError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  return e.name === "DrizzleQueryError" || e.message.startsWith("Failed query:") || (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in e);
}

/** The database cannot serve right now (down, restarting, pool exhausted): answered 503 / "try again", never a generic 500. */
export const UNAVAILABLE_MESSAGE = "Cartwise can't reach its database right now. Please try again in a moment.";
export function unavailable(): AppError {
  return new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE, { title: "Temporarily unavailable", retryAfterSeconds: 5 });
}
