import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { env } from "@/server/env";

export interface LimitRule { limit: number; windowSeconds: number }
export interface LimitResult { ok: boolean; remaining: number; retryAfterSeconds: number }

/**
 * Server-side limits. Spec values where the spec gives them (auth 5/15 min + 3/5 min per e-mail);
 * our own choices for per-user actions, documented in docs/decisions/004-rate-limits-and-sessions.md.
 */
export const LIMITS = {
  signIn: [{ limit: 5, windowSeconds: 15 * 60 }, { limit: 3, windowSeconds: 5 * 60 }],
  signUp: [{ limit: 5, windowSeconds: 15 * 60 }, { limit: 3, windowSeconds: 5 * 60 }],
  // Per client IP (trusted proxy) on sign-up, both doors: no burst of new accounts (decision 015).
  // signIn above is the one per-account counter for every sign-in door (no retailerLogin any more).
  signUpClient: [{ limit: env.SIGNUP_LIMIT_PER_CLIENT, windowSeconds: 10 * 60 }, { limit: 5 * env.SIGNUP_LIMIT_PER_CLIENT, windowSeconds: 24 * 3600 }],
  // Current-password checks behind password change and account deletion, per user.
  reauth: [{ limit: 5, windowSeconds: 15 * 60 }],
  resend_confirmation: [{ limit: 3, windowSeconds: 60 * 60 }],
  create_list: [{ limit: 20, windowSeconds: 60 }],
  add_item: [{ limit: 60, windowSeconds: 60 }],
  scan_receipt: [{ limit: 10, windowSeconds: 10 * 60 }],
  // Receipts whose prices a shopper shares (issue 25): a few a day is a household's shopping.
  share_receipt: [{ limit: 5, windowSeconds: 60 * 60 }, { limit: 10, windowSeconds: 24 * 3600 }],
  checkout: [{ limit: 5, windowSeconds: 5 * 60 }],
  portal: [{ limit: 5, windowSeconds: 5 * 60 }],
  compare: [{ limit: 30, windowSeconds: 60 }],
  coupon_upload: [{ limit: 10, windowSeconds: 10 * 60 }],
  // Shopper coupon saves/unsaves and redemptions, per user.
  coupon_save: [{ limit: 60, windowSeconds: 60 }],
  coupon_redeem: [{ limit: 20, windowSeconds: 60 }],
  security_log: [{ limit: 30, windowSeconds: 60 }],
  find_stores: [{ limit: 60, windowSeconds: 60 }],
  geocode: [{ limit: 30, windowSeconds: 60 }],
  // Retailer portal (issue 12): settings edits, banner writes, logo uploads — generous, but bounded per user.
  retailer_settings: [{ limit: 60, windowSeconds: 60 }],
  banner_write: [{ limit: 30, windowSeconds: 60 }],
  logo_upload: [{ limit: 10, windowSeconds: 10 * 60 }],
  // Retailer price feeds (decision 034): uploads (each is parsed, matched and stored) and publish/confirm clicks.
  feed_upload: [{ limit: 20, windowSeconds: 10 * 60 }],
  feed_write: [{ limit: 60, windowSeconds: 60 }],
  // Price-history dialogs opened from product lines, per user.
  price_history: [{ limit: 120, windowSeconds: 60 }],
  // Wrong-price reports (issue 25), per reporter: a shopper fixing a few prices in a shop is fine, a flood is not.
  price_report: [{ limit: 10, windowSeconds: 10 * 60 }, { limit: 50, windowSeconds: 24 * 3600 }],
  // Barcode look-ups (a camera can read one a second), per user; adding also spends add_item.
  scan_barcode: [{ limit: 30, windowSeconds: 60 }],
  // Shared lists (issue 16): invitation e-mails sent, per owner.
  list_invite: [{ limit: 20, windowSeconds: 60 * 60 }],
  // Analytics (decision 032), per viewer: beacons (a page view sends one or two) and banner clicks.
  analytics_beacon: [{ limit: 120, windowSeconds: 60 }],
  ad_click: [{ limit: 30, windowSeconds: 60 }, { limit: 300, windowSeconds: 60 * 60 }],
  // The open read API (/api/v1, decision 044): per client address without a key, per key with one.
  open_api_anonymous: [{ limit: 10, windowSeconds: 60 }],
  open_api_key: [{ limit: 60, windowSeconds: 60 }],
  // Issuing and revoking API keys in Profile, per user.
  api_key_write: [{ limit: 10, windowSeconds: 60 * 60 }],
} satisfies Record<string, LimitRule[]>;

export type LimitName = keyof typeof LIMITS;

/**
 * Sliding-log limiter in PostgreSQL: an advisory transaction lock on the bucket serialises
 * concurrent callers on every instance, then we count hits inside the window and record one.
 * A refused attempt is not recorded, so waiting out the window always works.
 * The whole of it is one statement, `cartwise_consume_limit` (migration 0015): one round trip on
 * every limited request instead of six (decision 016).
 */
export async function consumeLimit(db: Db, name: LimitName, subject: string, now = new Date()): Promise<LimitResult> {
  const rules: LimitRule[] = LIMITS[name];
  const bucket = `${name}:${subject.toLowerCase()}`.slice(0, 200);
  const windows = `{${rules.map((r) => r.windowSeconds).join(",")}}`;
  const limits = `{${rules.map((r) => r.limit).join(",")}}`;
  const res = await db.execute<{ ok: boolean; remaining: number; retry_after_seconds: number }>(
    sql`select ok, remaining, retry_after_seconds from cartwise_consume_limit(${bucket}, ${now}::timestamptz, ${windows}::int[], ${limits}::int[])`,
  );
  const row = res.rows[0];
  if (!row) throw new Error("cartwise_consume_limit returned no row");
  return row.ok
    ? { ok: true, remaining: Number(row.remaining), retryAfterSeconds: 0 }
    : { ok: false, remaining: 0, retryAfterSeconds: Number(row.retry_after_seconds) };
}

/** The one key format for a limiter's subject: per signed-in user, or per client when anonymous. */
export function limitSubject(who: { userId: string } | { clientKey: string }): string {
  return "userId" in who ? `user:${who.userId}` : `client:${who.clientKey}`;
}

/**
 * Spends one hit or throws RATE_LIMITED with the caller's texts. Actions use defineAction's `limit`
 * option instead; this is for limits the data layer itself enforces (every caller must pay them:
 * list writes, re-authentication, comparisons that pages, actions and the API all run).
 */
export async function enforceLimit(db: Db, name: LimitName, subject: string, texts: { title?: string; message?: string } = {}): Promise<void> {
  const result = await consumeLimit(db, name, subject);
  if (result.ok) return;
  throw new AppError("RATE_LIMITED", texts.message ?? "Please wait a few minutes before trying again.", {
    title: texts.title ?? "Too many requests",
    retryAfterSeconds: result.retryAfterSeconds,
  });
}

export async function resetLimit(db: Db, name: LimitName, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where bucket = ${`${name}:${subject.toLowerCase()}`.slice(0, 200)}`);
}
