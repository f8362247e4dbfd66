/**
 * Errors that mean "the database cannot serve right now" (down, restarting, pool exhausted), as
 * opposed to a bug: callers answer 503 with Retry-After instead of a generic 500.
 */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006"]);

export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    const message = (cur as { message?: unknown }).message;
    if (typeof message === "string" && /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)/i.test(message)) return true;
  }
  return false;
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;
