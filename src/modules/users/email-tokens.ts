import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/** Confirmation links: 256 random bits, only the SHA-256 stored, single use, 60 minutes (RELIABILITY R-13). */
export const EMAIL_TOKEN_MINUTES = 60;

type Tx = Pick<Db, "insert" | "execute">;

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** A confirmation token for the signed-in actor (or the account just created in the caller's transaction). */
export async function createEmailToken(db: Tx, who: Pick<Actor, "userId">, now: Date, purpose = "confirm"): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await db.insert(tables.emailTokens).values({
    tokenHash: hashToken(raw),
    userId: who.userId,
    purpose,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_MINUTES * 60_000),
    createdAt: now,
  });
  return raw;
}

export type ConsumeOutcome = { kind: "ok"; userId: string } | { kind: "invalid" } | { kind: "expired" };

/**
 * Redeems a token atomically: DELETE … RETURNING means two concurrent redemptions cannot both
 * see the row, so exactly one wins. An expired token is deleted too and reported as expired.
 */
export async function consumeEmailToken(db: Db, raw: string, now: Date, purpose = "confirm"): Promise<ConsumeOutcome> {
  const res = await db.execute<{ user_id: string; expires_at: string | Date }>(
    sql`delete from email_tokens where token_hash = ${hashToken(raw)} and purpose = ${purpose} returning user_id, expires_at`,
  );
  const row = res.rows[0];
  if (!row) return { kind: "invalid" };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { kind: "expired" };
  return { kind: "ok", userId: row.user_id };
}
