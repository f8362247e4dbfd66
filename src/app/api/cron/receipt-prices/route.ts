import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { recheckPublishedReceiptPrices } from "@/modules/contributions";

/** Nightly: `curl -X POST -H "Authorization: Bearer $CRON_SECRET" …/api/cron/receipt-prices`. */
export const POST = withRoute({ auth: "cron" }, async (_req, { db }) => {
  const result = await recheckPublishedReceiptPrices(db);
  return NextResponse.json({ ok: true, checked: result.checked, held: result.held.length }, { headers: { "Cache-Control": "no-store" } });
});
