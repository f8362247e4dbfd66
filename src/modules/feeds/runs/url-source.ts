import "server-only";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError, isAppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { retailerNames, retailerRefFromOwnRow } from "@/modules/retailers";
import { fetchFeedFile } from "@/modules/scraping";
import { FEED_MAX_BYTES } from "../messages";
import { contextOfRetailer, ensureStoreCodes, retailerFeedContext } from "./context";
import { createFeedRunFor } from "./dry-run";
import { publishFeedRunFor } from "./publish";
import type { FeedSourceInput } from "../schemas";
import { type RetailerRef } from "@/modules/retailers/shared";

export interface FeedSourceView {
  url: string;
  fetchHour: number;
  paused: boolean;
  timeZone: string;
  nextFetchAt: string | null;
  lastFetchedAt: string | null;
  lastStatus: string | null;
  lastError: string | null;
  lastRunId: string | null;
}

/** How a URL is fetched: the guarded fetcher by default; tests pass one that allows their local server. */
export type FetchFeed = (url: string) => Promise<{ ok: true; text: string } | { ok: false; error: string }>;
const defaultFetch: FetchFeed = (url) => fetchFeedFile(url, { maxBytes: FEED_MAX_BYTES });

/** The wall-clock hour of an instant in a zone (0–23). */
function hourIn(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at));
}

/**
 * The next top of an hour after `now` whose wall-clock hour in the zone is `hour` (DST-correct: the
 * day's real offset decides). Zones with half-hour offsets fetch at half past in local time.
 */
export function nextFetchAfter(now: Date, hour: number, timeZone: string): Date {
  const start = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  for (let i = 0; i < 50; i++) {
    const at = new Date(start.getTime() + i * 3_600_000);
    if (hourIn(at, timeZone) === hour) return at;
  }
  return new Date(start.getTime() + 24 * 3_600_000);
}

async function ownRetailer(db: Db, actor: Pick<Actor, "userId">) {
  const ctx = await retailerFeedContext(db, actor);
  return { ref: ctx.retailer, id: ctx.retailerId, name: ctx.retailerName, timeZone: ctx.timeZone ?? "UTC" };
}

export async function getFeedSource(db: Db, actor: Pick<Actor, "userId">): Promise<FeedSourceView | null> {
  const r = await ownRetailer(db, actor);
  const f = tables.feedSources;
  const [row] = await db.select().from(f).where(eq(f.retailerId, r.id));
  if (!row) return null;
  return {
    url: row.url, fetchHour: row.fetchHour, paused: row.paused, timeZone: r.timeZone,
    nextFetchAt: row.paused ? null : (row.nextFetchAt?.toISOString() ?? null), lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastStatus: row.lastStatus, lastError: row.lastError, lastRunId: row.lastRunId,
  };
}

/** Saves the retailer's feed URL and hour (in its own time zone), or pauses it; the next fetch is scheduled. */
export async function saveFeedSource(db: Db, actor: Pick<Actor, "userId">, input: FeedSourceInput, now = new Date()): Promise<FeedSourceView> {
  const r = await ownRetailer(db, actor);
  const next = input.paused ? null : nextFetchAfter(now, input.fetchHour, r.timeZone);
  const values = { url: input.url, fetchHour: input.fetchHour, paused: input.paused, nextFetchAt: next, updatedAt: now };
  await db.insert(tables.feedSources).values({ retailerId: r.id, ...values }).onConflictDoUpdate({ target: tables.feedSources.retailerId, set: values });
  return (await getFeedSource(db, actor))!;
}

export async function removeFeedSource(db: Db, actor: Pick<Actor, "userId">): Promise<void> {
  const r = await ownRetailer(db, actor);
  await db.delete(tables.feedSources).where(eq(tables.feedSources.retailerId, r.id));
}

export interface FetchOutcome {
  status: "published" | "held" | "failed" | "draft";
  runId: string | null;
  error: string | null;
}

/**
 * One fetch of a retailer's feed URL: a feed run with its stored dry-run report, published at once
 * when it can be (a run under the 80 % floor, or with nothing to publish to, waits for the retailer
 * as an upload would; price changes over 50 % stay held). A fetch that fails keeps the previous
 * prices and records the reason.
 */
export async function fetchFeedSourceFor(db: Db, retailer: RetailerRef, now = new Date(), fetchFeed: FetchFeed = defaultFetch): Promise<FetchOutcome> {
  const f = tables.feedSources;
  const [source] = await db.select().from(f).where(eq(f.retailerId, retailer.id));
  if (!source) throw new AppError("NOT_FOUND", "No feed URL saved.");
  const retailerName = (await retailerNames(db, [retailer.id])).get(retailer.id);
  await ensureStoreCodes(db, retailer);
  const ctx = await contextOfRetailer(db, retailer, retailerName ?? "");
  let outcome: FetchOutcome;
  const fetched = await fetchFeed(source.url);
  if (!fetched.ok) {
    outcome = { status: "failed", runId: null, error: fetched.error };
  } else {
    try {
      const run = await createFeedRunFor(db, ctx, { origin: "url", sourceUrl: source.url, bytes: new TextEncoder().encode(fetched.text) }, now);
      if (run.status !== "draft") {
        outcome = { status: "failed", runId: run.runId, error: "The feed could not be read: see its report." };
      } else {
        try {
          await publishFeedRunFor(db, ctx, { runId: run.runId }, null, now);
          outcome = { status: "published", runId: run.runId, error: null };
        } catch (e) {
          if (!isAppError(e) || e.code !== "CONFLICT") throw e;
          outcome = { status: "held", runId: run.runId, error: e.safeMessage };
        }
      }
    } catch (e) {
      if (!isAppError(e)) throw e;
      outcome = { status: "failed", runId: null, error: e.safeMessage };
    }
  }
  await db
    .update(f)
    .set({ lastFetchedAt: now, lastStatus: outcome.status, lastError: outcome.error, lastRunId: outcome.runId ?? source.lastRunId, nextFetchAt: source.paused ? null : nextFetchAfter(now, source.fetchHour, ctx.timeZone ?? "UTC") })
    .where(eq(f.retailerId, retailer.id));
  return outcome;
}

/** "Fetch now" in the portal: the signed-in retailer's own feed URL. */
export async function fetchFeedSourceNow(db: Db, actor: Pick<Actor, "userId">, now = new Date(), fetchFeed?: FetchFeed): Promise<FetchOutcome> {
  const r = await ownRetailer(db, actor);
  return fetchFeedSourceFor(db, r.ref, now, fetchFeed);
}

/**
 * The scheduler's tick: claims the due, unpaused sources (moving each one's next fetch on first, so
 * two instances never fetch the same feed twice) and fetches them one after another.
 */
export async function runDueFeedSources(db: Db, now = new Date(), fetchFeed?: FetchFeed): Promise<{ due: number; published: number; held: number; failed: number }> {
  const f = tables.feedSources;
  const claimed = await db
    .update(f)
    .set({ nextFetchAt: sql`${f.nextFetchAt} + interval '1 hour'` })
    .where(and(eq(f.paused, false), isNotNull(f.nextFetchAt), lte(f.nextFetchAt, now)))
    .returning({ retailerId: f.retailerId });
  const totals = { due: claimed.length, published: 0, held: 0, failed: 0 };
  for (const { retailerId } of claimed) {
    try {
      // A claimed feed source: the retailer id is our own row's.
      const out = await fetchFeedSourceFor(db, retailerRefFromOwnRow(retailerId), now, fetchFeed);
      if (out.status === "published") totals.published++;
      else if (out.status === "held") totals.held++;
      else totals.failed++;
    } catch (e) {
      totals.failed++;
      logger.error({ err: e, retailerId }, "feeds: scheduled fetch failed");
    }
  }
  return totals;
}
