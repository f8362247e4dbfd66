"use server";
import { defineAction } from "@/server/action";
import { reportPrice, resolvePriceReports } from "./mutations";
import { reportPriceSchema, resolveReportsSchema } from "./schemas";

/** Any signed-in user reports the price shown for a product at a store; the limit is spent in reportPrice (whoever calls it). */
export const reportPriceAction = defineAction(reportPriceSchema, async (input, actor, { db }) => {
  const result = await reportPrice(db, actor, input);
  return { ok: true as const, ...result };
});

/** Administrators resolve the open reports on one price with an outcome. */
export const resolvePriceReportsAction = defineAction(
  resolveReportsSchema,
  async (input, actor, { db }) => ({ ok: true as const, ...(await resolvePriceReports(db, actor, input)) }),
  { roles: ["admin"] },
);
