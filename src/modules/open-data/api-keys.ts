import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { MAX_ACTIVE_API_KEYS, OPEN_DATA_MESSAGES, type ApiKeyView } from "./schemas";

const k = tables.apiKeys;
const KEY_FORMAT = /^cwk_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often per key (not on every request). */
const LAST_USED_GRANULARITY = "1 minute";

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

function view(row: { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null }): ApiKeyView {
  return { id: row.id, name: row.name, prefix: row.prefix, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** The signed-in user's active keys, newest first. */
export async function listApiKeys(db: Db, actor: Actor): Promise<ApiKeyView[]> {
  const rows = await db
    .select({ id: k.id, name: k.name, prefix: k.prefix, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt })
    .from(k)
    .where(and(eq(k.userId, actor.userId), isNull(k.revokedAt)))
    .orderBy(desc(k.createdAt));
  return rows.map(view);
}

/**
 * A new key: 256 random bits, shown to the owner once (the return value); only its SHA-256 is kept.
 * The active-key cap is checked inside a transaction holding a per-user advisory lock.
 */
export async function createApiKey(db: Db, actor: Actor, input: { name: string }): Promise<ApiKeyView & { key: string }> {
  const key = `cwk_${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api-keys:${actor.userId}`}, 0))`);
    const [{ n }] = await tx.select({ n: count() }).from(k).where(and(eq(k.userId, actor.userId), isNull(k.revokedAt)));
    if (n >= MAX_ACTIVE_API_KEYS) throw new AppError("CONFLICT", OPEN_DATA_MESSAGES.tooManyKeys);
    const [row] = await tx
      .insert(k)
      .values({ userId: actor.userId, name: input.name, prefix: key.slice(0, 12), keyHash: hashKey(key) })
      .returning({ id: k.id, name: k.name, prefix: k.prefix, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt });
    return { ...view(row), key };
  });
}

/** Revokes one of the actor's own keys; someone else's (or an unknown or revoked one) is "not found" and nothing changes. */
export async function revokeApiKey(db: Db, actor: Actor, input: { id: string }): Promise<void> {
  const rows = await db
    .update(k)
    .set({ revokedAt: new Date() })
    .where(and(eq(k.id, input.id), eq(k.userId, actor.userId), isNull(k.revokedAt)))
    .returning({ id: k.id });
  if (rows.length === 0) throw new AppError("NOT_FOUND", OPEN_DATA_MESSAGES.keyNotFound);
}

/** The active key this bearer token is, or null. Marks it used (at most once a minute). */
export async function authenticateApiKey(db: Db, token: string): Promise<{ id: string } | null> {
  if (!KEY_FORMAT.test(token)) return null;
  const [row] = await db
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.keyHash, hashKey(token)), isNull(k.revokedAt)))
    .limit(1);
  if (!row) return null;
  await db.execute(
    sql`update api_keys set last_used_at = now() where id = ${row.id}::uuid and (last_used_at is null or last_used_at < now() - ${LAST_USED_GRANULARITY}::interval)`,
  );
  return row;
}
