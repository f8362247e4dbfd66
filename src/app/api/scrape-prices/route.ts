import { NextResponse } from "next/server";
import { readJson, withRoute } from "@/server/route";
import { scrapePrices } from "@/modules/pricing/comparison/scrape-prices";
import { scrapePricesSchema } from "@/modules/pricing/schemas";

/** The spec's scrape-prices call (compare a posted list around the caller), kept as an admin-only diagnostic: shoppers use the comparison pages. */
export const POST = withRoute({ auth: "admin" }, async (req, { actor, db }) => {
  const body = await readJson(req, scrapePricesSchema);
  return NextResponse.json(await scrapePrices(db, actor, body), { headers: { "Cache-Control": "no-store" } });
});
