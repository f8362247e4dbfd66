import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { getScrapingProgress } from "@/modules/scraping";

/** Live progress of running scrapes (pages fetched, products found) and queued jobs; the admin page polls it. */
export const GET = withRoute({ auth: "admin" }, async (_req, { actor }) =>
  NextResponse.json(await getScrapingProgress(actor), { headers: { "Cache-Control": "no-store" } }),
);
