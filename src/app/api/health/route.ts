import { NextResponse } from "next/server";

/** Liveness: the process answers. No database, no session — a load balancer may call it often. */
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }, { headers: { "Cache-Control": "no-store" } });
}
