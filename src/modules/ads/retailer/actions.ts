"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { adIdSchema, bannerFieldsSchema, bannerUpdateSchema } from "../schemas";
import { createBanner, deleteBanner, setBannerActive, updateBanner } from "./mutations";

const roles: ["retailer", "admin"] = ["retailer", "admin"];
const limit = "banner_write" as const;

function refresh() {
  revalidatePath("/retailer", "layout");
  revalidatePath("/", "layout");
}

export const createBannerAction = defineAction(
  bannerFieldsSchema,
  async (input, actor, { db }) => {
    const banner = await createBanner(db, actor, input);
    refresh();
    return { ok: true, banner };
  },
  { roles, limit },
);

export const updateBannerAction = defineAction(
  bannerUpdateSchema,
  async (input, actor, { db }) => {
    const banner = await updateBanner(db, actor, input);
    refresh();
    return { ok: true, banner };
  },
  { roles, limit },
);

export const setBannerActiveAction = defineAction(
  adIdSchema.extend({ active: z.boolean() }),
  async (input, actor, { db }) => {
    const banner = await setBannerActive(db, actor, input);
    refresh();
    return { ok: true, banner };
  },
  { roles, limit },
);

export const deleteBannerAction = defineAction(
  adIdSchema,
  async ({ adId }, actor, { db }) => {
    await deleteBanner(db, actor, adId);
    refresh();
    return { ok: true };
  },
  { roles, limit },
);
