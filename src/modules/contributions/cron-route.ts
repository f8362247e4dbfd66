import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { isCronAuthorized } from "@/server/cron-auth";
import { newRequestId } from "@/server/errors";
import { bindRequestId, logger } from "@/server/logger";
import { recheckPublishedReceiptPrices } from "./recheck";

/** POST /api/cron/receipt-prices: the nightly outlier re-check of published receipt prices (an external cron, CRON_SECRET). */
export async function handleReceiptPricesCron(req: Request): Promise<Response> {
  if (!isCronAuthorized(req.headers.get("authorization"), env.CRON_SECRET)) {
    return NextResponse.json({ error: { code: "UNAUTHENTICATED", message: "A valid cron bearer token is required" } }, { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  }
  const requestId = newRequestId();
  bindRequestId(requestId);
  try {
    const result = await recheckPublishedReceiptPrices(await getDb());
    return NextResponse.json({ ok: true, checked: result.checked, held: result.held.length }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    logger.error({ err: e }, "cron: receipt price re-check failed");
    return NextResponse.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId } }, { status: 500 });
  }
}
