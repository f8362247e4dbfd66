import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { enforceLimit as spendLimit, limitSubject } from "@/server/rate-limit";
import { LIST_MESSAGES, type NameCheck } from "./schemas";

/** Per-user limiter with the spec's "Too many requests" toast. */
export async function enforceLimit(db: Db, name: "create_list" | "add_item", actor: Actor): Promise<void> {
  const message = name === "create_list" ? LIST_MESSAGES.createRateLimited : LIST_MESSAGES.addRateLimited;
  await spendLimit(db, name, limitSubject(actor), { title: LIST_MESSAGES.rateLimitTitle, message });
}

export function invalidInput(check: Extract<NameCheck, { ok: false }>, field: string): AppError {
  return new AppError("INVALID_INPUT", check.message, { title: check.title, fieldErrors: { [field]: [check.message] } });
}

export const listNotFound = (): AppError => new AppError("NOT_FOUND", LIST_MESSAGES.listNotFound);
export const itemNotFound = (): AppError => new AppError("NOT_FOUND", "That item is no longer on your list.");

/** PostgreSQL foreign-key violation: the list vanished (deleted concurrently) between check and insert. */
export function isForeignKeyViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    if ((e as { code?: unknown }).code === "23503") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
