import { NextResponse } from "next/server";
import { checkReadiness } from "@/server/readiness";

/**
 * Readiness: 200 only when the database answers, every migration is applied and start-up work
 * (the catalogue index) is done; 503 before that and while draining for shutdown.
 */
export const dynamic = "force-dynamic";

export async function GET() {
  const report = await checkReadiness();
  return NextResponse.json(report, { status: report.ready ? 200 : 503, headers: { "Cache-Control": "no-store", ...(report.ready ? {} : { "Retry-After": "5" }) } });
}
