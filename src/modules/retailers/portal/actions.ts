"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { accountSchema, emailPreferenceSchema } from "./schemas";
import { setEmailPreference, updateRetailerAccount } from "./settings";

const RETAILER_ROLES = ["retailer", "admin"] as const;

export const updateAccountAction = defineAction(
  accountSchema,
  async (input, actor, { db }) => {
    const account = await updateRetailerAccount(db, actor, input);
    revalidatePath("/retailer", "layout");
    return { ok: true, account };
  },
  { roles: [...RETAILER_ROLES], limit: "retailer_settings" },
);

export const setEmailPreferenceAction = defineAction(
  emailPreferenceSchema,
  async (input, actor, { db }) => ({ ok: true, preferences: await setEmailPreference(db, actor, input) }),
  { roles: [...RETAILER_ROLES], limit: "retailer_settings" },
);
