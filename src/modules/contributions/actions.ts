"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { approveHeldObservation, rejectHeldObservation } from "./moderation";
import { listReceiptStores } from "./nearby";
import { heldDecisionSchema, shareDefaultSchema, shareReceiptSchema } from "./schemas";
import { getShareDefault, setShareDefault } from "./settings";
import { shareReceiptPrices } from "./submit";

// Thin wrappers: authenticate + parse (defineAction) → the module's server function → revalidate.

const SHOPPER = { unauthenticatedMessage: "Please sign in to share receipt prices." };
const ADMIN = { roles: ["admin" as const] };

/** The receipt review's store choice (nearby stores) and the shopper's sharing default. */
export const loadReceiptSharing = defineAction(
  z.object({}).optional(),
  async (_input, actor, { db }) => {
    const [stores, shareDefault] = await Promise.all([listReceiptStores(db, actor), getShareDefault(db, actor)]);
    return { ok: true as const, stores, shareDefault };
  },
  SHOPPER,
);

export const shareReceiptPricesAction = defineAction(
  shareReceiptSchema,
  async (input, actor, { db }) => {
    const result = await shareReceiptPrices(db, actor, input);
    if (result.published > 0) revalidatePath(`/store/${input.storeId}`);
    return { ok: true as const, result };
  },
  SHOPPER,
);

export const setShareDefaultAction = defineAction(
  shareDefaultSchema,
  async (input, actor, { db }) => {
    const share = await setShareDefault(db, actor, input.share);
    revalidatePath("/profile");
    return { ok: true as const, share };
  },
  SHOPPER,
);

export const approveHeldAction = defineAction(
  heldDecisionSchema,
  async (input, actor, { db }) => {
    const decided = await approveHeldObservation(db, actor, input.id);
    revalidatePath("/admin/moderation/held");
    return { ok: true as const, decided };
  },
  ADMIN,
);

export const rejectHeldAction = defineAction(
  heldDecisionSchema,
  async (input, actor, { db }) => {
    const decided = await rejectHeldObservation(db, actor, input.id);
    revalidatePath("/admin/moderation/held");
    return { ok: true as const, decided };
  },
  ADMIN,
);
