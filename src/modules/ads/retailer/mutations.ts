import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { recordActivity, requireRetailerProfile } from "@/modules/retailers";
import { BANNER_MESSAGES, PLACEMENT_CARDS, type bannerFieldsSchema } from "../schemas";
import type { RetailerBanner } from "./queries";

type BannerFields = z.output<typeof bannerFieldsSchema>;

const NOT_FOUND = "Banner not found";
const a = tables.ads;
const returning = { id: a.id, placement: a.placement, bannerText: a.bannerText, cta: a.cta, clickUrl: a.clickUrl, logoUrl: a.logoUrl, active: a.active, exclusive: a.exclusive, reachKm: a.reachKm, createdAt: a.createdAt, updatedAt: a.updatedAt };

function toBanner(r: Omit<RetailerBanner, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date }): RetailerBanner {
  return { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

/** An exclusive placement is a premium product: the server checks the plan, whatever the form sent. */
function assertExclusiveAllowed(input: BannerFields, retailer: { isPremium: boolean }) {
  if (input.exclusive && !retailer.isPremium) throw new AppError("INVALID_INPUT", BANNER_MESSAGES.exclusivePremium, { fieldErrors: { exclusive: [BANNER_MESSAGES.exclusivePremium] } });
}

const shortText = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}…` : t);

/** Creates a live banner for the session's retailer, carrying the retailer's current logo. */
export async function createBanner(db: Db, actor: Actor, input: BannerFields): Promise<RetailerBanner> {
  const retailer = await requireRetailerProfile(db, actor);
  assertExclusiveAllowed(input, retailer);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({ retailerId: retailer.id, placement: input.placement, bannerText: input.bannerText, cta: input.cta, clickUrl: input.clickUrl, logoUrl: retailer.logoUrl, reachKm: input.reachKm, exclusive: input.exclusive })
      .returning(returning);
    await recordActivity(tx, retailer, "banner_created", `Banner created (${PLACEMENT_CARDS[input.placement].title}): ${shortText(input.bannerText)}`);
    return toBanner(row);
  });
}

/** Edits an own banner's placement, text, call to action and link. Someone else's banner: not found. */
export async function updateBanner(db: Db, actor: Actor, input: BannerFields & { adId: string }): Promise<RetailerBanner> {
  const retailer = await requireRetailerProfile(db, actor);
  assertExclusiveAllowed(input, retailer);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(a)
      .set({ placement: input.placement, bannerText: input.bannerText, cta: input.cta, clickUrl: input.clickUrl, reachKm: input.reachKm, exclusive: input.exclusive, updatedAt: new Date() })
      .where(and(eq(a.id, input.adId), eq(a.retailerId, retailer.id)))
      .returning(returning);
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    await recordActivity(tx, retailer, "banner_updated", `Banner edited: ${shortText(input.bannerText)}`);
    return toBanner(row);
  });
}

export async function setBannerActive(db: Db, actor: Actor, input: { adId: string; active: boolean }): Promise<RetailerBanner> {
  const retailer = await requireRetailerProfile(db, actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(a)
      .set({ active: input.active, updatedAt: new Date() })
      .where(and(eq(a.id, input.adId), eq(a.retailerId, retailer.id)))
      .returning(returning);
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    await recordActivity(tx, retailer, input.active ? "banner_resumed" : "banner_paused", `Banner ${input.active ? "resumed" : "paused"}: ${shortText(row.bannerText)}`);
    return toBanner(row);
  });
}

export async function deleteBanner(db: Db, actor: Actor, adId: string): Promise<void> {
  const retailer = await requireRetailerProfile(db, actor);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(a).where(and(eq(a.id, adId), eq(a.retailerId, retailer.id))).returning({ bannerText: a.bannerText });
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    await recordActivity(tx, retailer, "banner_deleted", `Banner deleted: ${shortText(row.bannerText)}`);
  });
}
