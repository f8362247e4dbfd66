"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { confirmHeldRows, discardFeedRun, publishFeedRun } from "./runs/publish";
import { markProductReviewed } from "./runs/queries";
import { fetchFeedSourceNow, removeFeedSource, saveFeedSource } from "./runs/url-source";
import { confirmHeldSchema, emptyFeedSchema, feedRunIdSchema, feedSourceSchema, publishFeedSchema, reviewProductSchema } from "./schemas";

const RETAILER = { roles: ["retailer" as const], limit: "feed_write" as const };

/** Publishes a draft feed run (the server re-checks the 80% floor and the 50% hold). */
export const publishFeedAction = defineAction(publishFeedSchema, async (input, actor, { db }) => {
  const result = await publishFeedRun(db, actor, input);
  revalidatePath(`/retailer/feeds/${input.runId}`);
  return { ok: true as const, impact: result.impact, pricesWritten: result.pricesWritten };
}, RETAILER);

/** Confirms held price changes (over 50%) of a draft run: some lines, or all. */
export const confirmHeldAction = defineAction(confirmHeldSchema, async (input, actor, { db }) => {
  const result = await confirmHeldRows(db, actor, input);
  return { ok: true as const, confirmed: result.confirmed };
}, RETAILER);

export const discardFeedAction = defineAction(feedRunIdSchema, async (input, actor, { db }) => {
  await discardFeedRun(db, actor, input);
  return { ok: true as const };
}, RETAILER);

/** Administrators: a product a feed created is reviewed (kept as it is). */
export const markProductReviewedAction = defineAction(reviewProductSchema, async (input, actor, { db }) => {
  await markProductReviewed(db, actor, input);
  return { ok: true as const };
}, { roles: ["admin"] });

/** Saves (or pauses) the retailer's feed URL and its daily hour. */
export const saveFeedSourceAction = defineAction(feedSourceSchema, async (input, actor, { db }) => {
  const source = await saveFeedSource(db, actor, input);
  revalidatePath("/retailer/feeds");
  return { ok: true as const, source };
}, RETAILER);

export const removeFeedSourceAction = defineAction(emptyFeedSchema, async (_input, actor, { db }) => {
  await removeFeedSource(db, actor);
  revalidatePath("/retailer/feeds");
  return { ok: true as const };
}, RETAILER);

/** Fetches the saved feed URL now: a run with its report, published unless the 80 % floor holds it. */
export const fetchFeedNowAction = defineAction(emptyFeedSchema, async (_input, actor, { db }) => {
  const outcome = await fetchFeedSourceNow(db, actor);
  revalidatePath("/retailer/feeds");
  return { ok: true as const, outcome };
}, { roles: ["retailer" as const], limit: "feed_upload" as const });
