"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { setPreferredCurrency } from "./mutations";
import { preferredCurrencySchema } from "./schemas";

/** The profile's currency override (CurrencySelect). */
export const setPreferredCurrencyAction = defineAction(preferredCurrencySchema, async ({ currency }, actor, { db }) => {
  await setPreferredCurrency(db, actor, currency);
  revalidatePath("/", "layout");
  return { ok: true as const, currency };
});
