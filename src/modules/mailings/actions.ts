"use server";
import { defineAction } from "@/server/action";
import { shopperEmailPreferenceSchema } from "./kinds";
import { setShopperEmailPreference } from "./preferences";

/** Profile → e-mail preferences: one toggle, the session's own account only. */
export const setShopperEmailPreferenceAction = defineAction(
  shopperEmailPreferenceSchema,
  async (input, actor, { db }) => ({ ok: true as const, preferences: await setShopperEmailPreference(db, actor, input) }),
);
