import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { runMailJobs } from "@/modules/scheduled-mail";

/** External cron: `curl -X POST -H "Authorization: Bearer $CRON_SECRET" …/api/cron/mail` (same as the pg-boss job). */
export const POST = withRoute({ auth: "cron" }, async (_req, { db }) => NextResponse.json({ ok: true, ...(await runMailJobs(db)) }, { headers: { "Cache-Control": "no-store" } }));
