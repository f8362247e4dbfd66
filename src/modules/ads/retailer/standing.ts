import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { requireRetailerProfile } from "@/modules/retailers";
import { retailerHomePlace } from "@/modules/stores";
import { MAX_RADIUS_KM } from "@/modules/pricing/shared";
import { livePlacementsOf } from "@/modules/billing";
import { AD_PLACEMENTS, type AdPlacement } from "../schemas";
import { rotate, slotOf, slotStart, ROTATION_SEATS, type RotationOutcome } from "../engine/rotation";
import { candidates } from "../shopper/queries";
import { listBannerTargets } from "./insight-queries";
import { countImpressionViewers } from "@/modules/analytics";
import { type RetailerRef } from "@/modules/retailers/shared";

export const REACH_DAYS = 30;

/** Where one of the retailer's banners stands now, in a sentence the banner page shows. */
export interface BannerStanding {
  state: "live" | "waiting" | "paused" | "unplaced" | "unbooked";
  message: string;
}

export interface PlacementStanding {
  /** Distinct signed-in shoppers with a counted impression of this placement's banners in the last 30 days. */
  reach: number;
  /** What is live now near the retailer's location, in one sentence (null without an approved location). */
  summary: string | null;
}

export interface BannerPageStanding {
  /** The place banners are judged from: the retailer's first approved location ("Kingsland"). */
  near: string | null;
  banners: Record<string, BannerStanding>;
  placements: Record<AdPlacement, PlacementStanding>;
}

const shortText = (t: string) => (t.length > 40 ? `${t.slice(0, 39)}…` : t);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Counted reach per placement (decision 032's impressions): distinct shoppers who were shown one
 * of the retailer's banners there in the last 30 days. Targeting shows banners only to shoppers in
 * range, so each of them was in range when counted.
 */
export async function placementReach(db: Db, retailer: RetailerRef, now = new Date()): Promise<Record<AdPlacement, number>> {
  const since = new Date(now.getTime() - REACH_DAYS * 86_400_000);
  const byPlacement = Object.fromEntries(AD_PLACEMENTS.map((p) => [p, [] as string[]])) as Record<AdPlacement, string[]>;
  for (const ad of await listBannerTargets(db, retailer)) byPlacement[ad.placement].push(ad.id);
  return (await countImpressionViewers(db, retailer, since, byPlacement)) as Record<AdPlacement, number>;
}

type Outcome = RotationOutcome<{ id: string; retailerId: string; retailerName: string; isPremium: boolean; exclusive: boolean; createdAt: Date; bannerText: string }>;

function describe(outcome: Outcome, retailerId: string, near: string, when: (slot: number) => string): { summary: string; banners: Map<string, BannerStanding> } {
  const banners = new Map<string, BannerStanding>();
  const mine = outcome.live.find((b) => b.retailerId === retailerId);
  const others = outcome.live.length - (mine ? 1 : 0);
  if (mine) {
    const message = outcome.exclusiveHolder?.retailerId === retailerId
      ? `Live now near ${near} — exclusive: no other retailer's banner is shown in this placement.`
      : others === 0
        ? `Live now near ${near} — the only retailer in this placement.`
        : `Live now near ${near}, rotating with ${plural(others, "other retailer", "other retailers")} (up to ${ROTATION_SEATS} retailers, one banner each).`;
    banners.set(mine.id, { state: "live", message });
  }
  for (const { banner, reason } of outcome.waiting) {
    if (banner.retailerId !== retailerId) continue;
    let message: string;
    if (reason.kind === "exclusive") {
      message = `Waiting: another retailer holds this placement exclusively near ${near}; next opening when that exclusive placement ends.`;
    } else if (reason.kind === "own-turn") {
      const live = outcome.live.find((b) => b.id === reason.liveBannerId);
      message = `Waiting its turn: one banner per retailer per rotation, and your banner “${shortText(live?.bannerText ?? "")}” has it now near ${near}; this one is live from ${when(reason.nextSlot)}.`;
    } else if (reason.nextSlot !== null) {
      message = `Waiting: ${plural(reason.holders.length, "retailer already holds", "retailers already hold")} this slot near ${near}; next opening ${when(reason.nextSlot)}.`;
    } else {
      message = `Waiting: ${plural(reason.holders.length, "premium retailer holds", "premium retailers hold")} every turn of this slot near ${near}; premium retailers are ranked first, so a basic retailer's turn comes when fewer than ${ROTATION_SEATS} premium retailers are in range.`;
    }
    banners.set(banner.id, { state: "waiting", message });
  }
  const summary = outcome.exclusiveHolder
    ? outcome.exclusiveHolder.retailerId === retailerId
      ? `Live now near ${near}: your banner, exclusively.`
      : `Live now near ${near}: another retailer's exclusive banner.`
    : outcome.live.length === 0
      ? `Nothing is live near ${near}.`
      : `Live now near ${near}: ${plural(outcome.live.length, "retailer", "retailers")}${mine ? ", you included" : ", not you"}.`;
  return { summary, banners };
}

/**
 * The banner page's account of each placement: what is live now, what waits and why, as a
 * shopper at the retailer's first approved location sees it (the same SQL targeting and rotation
 * engine the shopper screens use), and each placement's counted reach.
 */
export async function getOwnBannerStanding(db: Db, actor: Actor, now = new Date()): Promise<BannerPageStanding> {
  const retailer = await requireRetailerProfile(db, actor);
  const [home, reach, own, booked] = await Promise.all([
    retailerHomePlace(db, retailer.id, MAX_RADIUS_KM),
    placementReach(db, retailer, now),
    db.select({ id: tables.ads.id, active: tables.ads.active, placement: tables.ads.placement }).from(tables.ads).where(eq(tables.ads.retailerId, retailer.id)),
    livePlacementsOf(db, retailer, now),
  ]);
  const banners: Record<string, BannerStanding> = {};
  const placements = {} as Record<AdPlacement, PlacementStanding>;
  for (const b of own) {
    if (!b.active) banners[b.id] = { state: "paused", message: "Paused — shoppers do not see it." };
    else if (!home) banners[b.id] = { state: "unplaced", message: "Not shown: shoppers see banners only from retailers with an approved location near them, and none of your locations is approved yet." };
    // Decision 051: no live paid booking of its placement (unpaid, not started, paused, cancelled, ended, renewal failed).
    else if (!booked.has(b.placement)) banners[b.id] = { state: "unbooked", message: "Not running: book this placement to show it (no live booking for this placement)." };
  }
  if (!home) {
    for (const p of AD_PLACEMENTS) placements[p] = { reach: reach[p], summary: null };
    return { near: null, banners, placements };
  }
  const fmt = new Intl.DateTimeFormat("en-GB", { timeZone: home.timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const when = (slot: number) => fmt.format(slotStart(slot));
  const slot = slotOf(now);
  const outcomes = await Promise.all(
    AD_PLACEMENTS.map(async (p) => {
      const rows = await candidates(db, p, false, home.place, now);
      return [p, rotate(rows.map((r) => ({ ...r, isPremium: Boolean(r.isPremium), exclusive: Boolean(r.exclusive) })), slot)] as const;
    }),
  );
  for (const [p, outcome] of outcomes) {
    const told = describe(outcome, retailer.id, home.place.label, when);
    placements[p] = { reach: reach[p], summary: told.summary };
    for (const [id, s] of told.banners) banners[id] ??= s;
  }
  for (const b of own) banners[b.id] ??= { state: "waiting", message: `Not in the rotation near ${home.place.label}.` };
  return { near: home.place.label, banners, placements };
}
