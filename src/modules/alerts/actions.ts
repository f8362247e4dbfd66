"use server";
import { defineAction } from "@/server/action";
import { getListWatchState, getNotifications } from "./queries";
import { markNotificationsRead, unwatchListItem, watchList, watchListItem } from "./mutations";
import { alertSettingsSchema, emptySchema, markReadSchema, watchListItemSchema, watchListSchema } from "./schemas";
import { saveAlertSettings } from "./settings";

export const loadNotificationsAction = defineAction(emptySchema, async (_input, actor, { db }) => ({ ok: true as const, ...(await getNotifications(db, actor)) }));

export const markNotificationsReadAction = defineAction(markReadSchema, async (input, actor, { db }) => ({ ok: true as const, ...(await markNotificationsRead(db, actor, input)) }));

export const watchListItemAction = defineAction(watchListItemSchema, async (input, actor, { db }) => ({ ok: true as const, ...(await watchListItem(db, actor, input)) }), { roles: ["shopper"], limit: "add_item" });

export const unwatchListItemAction = defineAction(watchListItemSchema, async (input, actor, { db }) => {
  await unwatchListItem(db, actor, input);
  return { ok: true as const };
}, { roles: ["shopper"], limit: "add_item" });

export const watchListAction = defineAction(watchListSchema, async (input, actor, { db }) => ({ ok: true as const, ...(await watchList(db, actor, input)) }), { roles: ["shopper"], limit: "add_item" });

export const loadListWatchStateAction = defineAction(watchListSchema, async (input, actor, { db }) => ({ ok: true as const, ...(await getListWatchState(db, actor, input)) }), { roles: ["shopper"] });

export const saveAlertSettingsAction = defineAction(alertSettingsSchema, async (input, actor, { db }) => ({ ok: true as const, settings: await saveAlertSettings(db, actor, input) }), { roles: ["shopper"], limit: "add_item" });
