"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { getDb } from "@/server/db";
import { setPreferredCurrency } from "./mutations";
import { preferredCurrencySchema } from "./schemas";

/** The profile's currency override (CurrencySelect). */
export const setPreferredCurrencyAction = defineAction(preferredCurrencySchema, async ({ currency }, actor) => {
  await setPreferredCurrency(await getDb(), actor, currency);
  revalidatePath("/", "layout");
  return { ok: true as const, currency };
});
