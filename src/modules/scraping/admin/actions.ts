"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { addSampleStores, dryRunScrape, runScheduledNow, scrapeAllStores, setStoreSchedule, setStoreScraping, setupStoreSchedules, testStore, updateStoreConfig } from "./mutations";
import { dryRunSchema, setStoreScrapingSchema, storeIdSchema, storeScheduleSchema, updateStoreConfigSchema, validationStepSchema } from "./schemas";
import { listValidationTargets, runValidationStep, validateStore } from "../validation/steps";
import { detectShopForAdmin } from "./detect-shop";
import { detectShopSchema } from "./schemas";

const ADMIN = { roles: ["admin" as const] };
const PATH = "/admin/scraping";
const none = z.strictObject({});

export const addSampleStoresAction = defineAction(none, async (_i, actor, { db }) => {
  const result = await addSampleStores(db, actor);
  revalidatePath(PATH);
  return { ok: true, ...result };
}, ADMIN);

export const setStoreScrapingAction = defineAction(setStoreScrapingSchema, async (input, actor, { db }) => {
  const result = await setStoreScraping(db, actor, input);
  revalidatePath(PATH);
  return { ok: true, ...result };
}, ADMIN);

export const updateStoreConfigAction = defineAction(updateStoreConfigSchema, async (input, actor, { db }) => {
  await updateStoreConfig(db, actor, input);
  revalidatePath(PATH);
  return { ok: true };
}, ADMIN);

export const testStoreAction = defineAction(storeIdSchema, async (input, actor, { db }) => {
  const run = await testStore(db, actor, input);
  revalidatePath(PATH);
  return { ok: true, run };
}, ADMIN);

export const scrapeAllAction = defineAction(none, async (_i, actor, { db }) => ({ ok: true, ...(await scrapeAllStores(db, actor)) }), ADMIN);

export const runScheduledAction = defineAction(none, async (_i, actor, { db }) => ({ ok: true, ...(await runScheduledNow(db, actor)) }), ADMIN);

export const setupSchedulesAction = defineAction(none, async (_i, actor, { db }) => {
  const schedules = await setupStoreSchedules(db, actor);
  revalidatePath(PATH);
  return { ok: true, schedules };
}, ADMIN);

export const runValidationStepAction = defineAction(validationStepSchema, async (input, actor, { db }) => ({ ok: true, result: await runValidationStep(db, actor, input) }), ADMIN);

export const listValidationTargetsAction = defineAction(none, async (_i, actor, { db }) => ({ ok: true, stores: await listValidationTargets(db, actor) }), ADMIN);

export const validateStoreAction = defineAction(storeIdSchema, async (input, actor, { db }) => ({ ok: true, result: await validateStore(db, actor, input) }), ADMIN);

export const dryRunScrapeAction = defineAction(dryRunSchema, async (input, actor, { db }) => ({ ok: true, result: await dryRunScrape(db, actor, input) }), ADMIN);

export const detectShopAction = defineAction(detectShopSchema, async (input, actor, { db }) => ({ ok: true, result: await detectShopForAdmin(db, actor, input) }), ADMIN);
export const setStoreScheduleAction = defineAction(storeScheduleSchema, async (input, actor, { db }) => {
  const result = await setStoreSchedule(db, actor, input);
  revalidatePath(PATH);
  return { ok: true, ...result };
}, ADMIN);
