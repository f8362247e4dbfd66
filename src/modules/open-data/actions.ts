"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { createApiKey, revokeApiKey } from "./api-keys";
import { setOpenDataSharing } from "./retailer-sharing";
import { apiKeyIdSchema, apiKeyNameSchema, openDataSwitchSchema } from "./schemas";

/** Issues a key for the signed-in user; the key itself is in this result only (stored hashed). */
export const createApiKeyAction = defineAction(apiKeyNameSchema, async (input, actor, { db }) => ({ ok: true, created: await createApiKey(db, actor, input) }), {
  limit: "api_key_write",
});

export const revokeApiKeyAction = defineAction(
  apiKeyIdSchema,
  async (input, actor, { db }) => {
    await revokeApiKey(db, actor, input);
    revalidatePath("/profile");
    return { ok: true };
  },
  { limit: "api_key_write" },
);

export const setOpenDataSharingAction = defineAction(
  openDataSwitchSchema,
  async (input, actor, { db }) => ({ ok: true, enabled: await setOpenDataSharing(db, actor, input) }),
  { roles: ["retailer", "admin"], limit: "retailer_settings" },
);
