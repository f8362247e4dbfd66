import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { newRequestId } from "@/server/errors";
import { bindRequestId, logger } from "@/server/logger";
import { isCronAuthorized } from "@/server/cron-auth";
import { getScrapeQueue } from "./runtime";
import { runDueSchedules } from "./scheduler";

/** POST /api/cron/scraping: an external cron's tick of the scraping scheduler (same work as the in-app node-cron tick). */
export async function handleScrapingCron(req: Request): Promise<Response> {
  if (!isCronAuthorized(req.headers.get("authorization"), env.CRON_SECRET)) {
    return NextResponse.json({ error: { code: "UNAUTHENTICATED", message: "A valid cron bearer token is required" } }, { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  }
  const requestId = newRequestId();
  bindRequestId(requestId);
  try {
    const result = await runDueSchedules(await getDb(), await getScrapeQueue());
    return NextResponse.json({ ok: true, ...result }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    logger.error({ err: e }, "cron: scraping tick failed");
    return NextResponse.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId } }, { status: 500 });
  }
}
