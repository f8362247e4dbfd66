import { withRoute } from "@/server/route";
import { exportAnalyticsCsv } from "@/modules/retailer-insights";
import { parseFunnelPeriod } from "@/modules/retailer-insights/shared";

/** The signed-in retailer's funnel as CSV (?days=30|90): its own banners, coupons and payments only. */
export const GET = withRoute({ auth: "retailer", limit: "retailer_settings" }, async (req, { actor, db }) => {
  const { csv, fileName } = await exportAnalyticsCsv(db, actor, parseFunnelPeriod(req.nextUrl.searchParams.get("days")));
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
