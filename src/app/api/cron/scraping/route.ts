import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { runScrapingCron } from "@/modules/scraping";

/** External cron: `curl -X POST -H "Authorization: Bearer $CRON_SECRET" …/api/cron/scraping`. */
export const POST = withRoute({ auth: "cron" }, async (_req, { db }) => {
  const result = await runScrapingCron(db);
  return NextResponse.json({ ok: true, ...result }, { headers: { "Cache-Control": "no-store" } });
});
