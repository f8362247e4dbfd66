import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { isAppError } from "@/server/errors";
import { enforceLimit, limitSubject } from "@/server/rate-limit";
import { isKnownBot } from "./bots";
import { flushAnalytics, recordDroppedEvent, type DropReason } from "./recorder";
import type { AdClickTarget } from "./schemas";
import type { TargetLookups } from "./targets";
import { verifyImpressionToken } from "./tokens";

export interface ClickOutcome {
  /** Where the visitor goes: decided from the ad row, never from the request. Null: no such banner. */
  destination: string | null;
  counted: boolean;
  reason?: DropReason;
}

export interface ClickOptions {
  userAgent: string | null;
  /**
   * How long a click may wait for its impression to reach the database: the browser reports the
   * impression by beacon and the server writes it in a batch about a second later, possibly on
   * another instance, so a quick click can arrive first.
   */
  impressionWaitMs?: number;
  now?: Date;
}

function safeHttps(url: string | null): string | null {
  if (!url || !/^https:\/\//i.test(url)) return null;
  try {
    return new URL(url).toString();
  } catch {
    return null;
  }
}

/** The followed link of a banner, from our own row: the retailer's store page, its coupons, or its https call to action. */
function destinationOf(ad: { retailerId: string; clickUrl: string | null }, target: AdClickTarget): string {
  if (target === "coupons") return `/retailer/${ad.retailerId}/coupons`;
  if (target === "cta") return safeHttps(ad.clickUrl) ?? `/store/${ad.retailerId}`;
  return `/store/${ad.retailerId}`;
}

const countClick = (db: Db, impressionId: string, viewerId: string, adId: string, target: AdClickTarget, now: Date) =>
  db.execute<{ id: number }>(sql`
    insert into analytics_events (event_type, user_id, retailer_id, ad_id, impression_id, metadata, created_at)
    select 'ad_click', i.user_id, i.retailer_id, i.ad_id, i.impression_id,
           jsonb_build_object('placement', coalesce(i.metadata->>'placement', ''), 'target', ${target}::text), ${now}
    from analytics_events i
    where i.event_type = 'ad_impression' and i.impression_id = ${impressionId} and i.user_id = ${viewerId} and i.ad_id = ${adId}
    on conflict (event_type, impression_id) do nothing
    returning id`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A banner click through the server-side redirect (decision 032). It counts only when the signed
 * token is the signed-in viewer's, unexpired, for an active banner, the viewer is no bot and within
 * the click limit, and the token's impression was counted — and at most once per impression (the
 * unique (event_type, impression_id) index decides, in the same statement that checks the
 * impression). Everything else is dropped and counted; the visitor is redirected all the same
 * whenever the banner is known.
 *
 * Built with the ads' lookup (`adClickRecorder(lookups)`): ads owns the banner rows and imports
 * analytics, so the click route composes it (decision 059).
 */
export type RecordAdClick = (db: Db, actor: Actor | null, input: { token: string; target: AdClickTarget }, options: ClickOptions) => Promise<ClickOutcome>;

export function adClickRecorder(lookups: Pick<TargetLookups, "adForClick">): RecordAdClick {
  return (db, actor, input, options) => recordAdClick(db, lookups, actor, input, options);
}

async function recordAdClick(db: Db, lookups: Pick<TargetLookups, "adForClick">, actor: Actor | null, input: { token: string; target: AdClickTarget }, options: ClickOptions): Promise<ClickOutcome> {
  const now = options.now ?? new Date();
  const check = verifyImpressionToken(input.token, now);
  if (!check.claims) {
    recordDroppedEvent({ eventType: "ad_click", retailerId: null, reason: "bad_token", at: now });
    return { destination: null, counted: false, reason: "bad_token" };
  }
  const claims = check.claims;
  if (claims.kind !== "ad") {
    recordDroppedEvent({ eventType: "ad_click", retailerId: null, reason: "bad_token", at: now });
    return { destination: null, counted: false, reason: "bad_token" };
  }
  const ad = await lookups.adForClick(db, claims.targetId);
  if (!ad) {
    recordDroppedEvent({ eventType: "ad_click", retailerId: null, reason: "not_found", at: now });
    return { destination: null, counted: false, reason: "not_found" };
  }
  const destination = destinationOf(ad, input.target);
  const drop = (reason: DropReason): ClickOutcome => {
    recordDroppedEvent({ eventType: "ad_click", retailerId: ad.retailerId, reason, at: now });
    return { destination, counted: false, reason };
  };
  if (!actor || actor.userId !== claims.viewerId) return drop("wrong_viewer");
  if (!check.ok) return drop("expired");
  if (!ad.active) return drop("not_found");
  if (isKnownBot(options.userAgent)) return drop("bot");
  try {
    await enforceLimit(db, "ad_click", limitSubject(actor));
  } catch (e) {
    if (isAppError(e) && e.code === "RATE_LIMITED") return drop("rate_limited");
    throw e;
  }

  const deadline = Date.now() + (options.impressionWaitMs ?? 1500);
  for (let attempt = 0; ; attempt++) {
    const inserted = await countClick(db, claims.impressionId, actor.userId, claims.targetId, input.target, now);
    if (inserted.rows.length) return { destination, counted: true };
    const [existing] = (
      await db.execute<{ clicked: boolean; seen: boolean }>(sql`
        select exists (select 1 from analytics_events where event_type = 'ad_click' and impression_id = ${claims.impressionId}) as clicked,
               exists (select 1 from analytics_events where event_type = 'ad_impression' and impression_id = ${claims.impressionId}) as seen`)
    ).rows;
    if (existing?.clicked) return drop("duplicate");
    if (existing?.seen) return drop("no_impression"); // counted for another viewer or banner: not this one's
    if (Date.now() >= deadline) return drop("no_impression");
    // The impression may still sit in this instance's buffer (write it now) or another's (wait for its flush).
    if (attempt === 0) await flushAnalytics();
    else await sleep(Math.min(250, Math.max(0, deadline - Date.now())));
  }
}
