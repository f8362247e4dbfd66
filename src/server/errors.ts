/** Expected failures are values with a safe, user-facing message; anything else is logged and hidden. */
export type AppErrorCode = "NOT_FOUND" | "FORBIDDEN" | "UNAUTHENTICATED" | "CONFLICT" | "INVALID_INPUT" | "RATE_LIMITED" | "PLAN_REQUIRED";

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
