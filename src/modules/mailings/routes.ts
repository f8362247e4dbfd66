import "server-only";
import { NextResponse } from "next/server";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { MAIL_CATEGORIES, UNSUBSCRIBE_MESSAGES } from "./kinds";
import { unsubscribe } from "./preferences";
import { verifyUnsubscribeToken } from "./tokens";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /unsubscribe?token=… (RFC 8058 one-click, and the confirmation page's button): no session
 * needed — the signed token says who and which kind. Turns off exactly that kind. A mail client's
 * one-click POST gets 200; the page's form (it asks for HTML) is sent back to the page with the result.
 * Served through `withRoute` (public, not treated as a browser form: a mail provider's one-click POST
 * may come from anywhere, and the token alone decides).
 */
export async function handleUnsubscribePost(req: Request, db: Db): Promise<Response> {
  const url = new URL(req.url);
  const claims = verifyUnsubscribeToken(url.searchParams.get("token"));
  const wantsPage = (req.headers.get("accept") ?? "").includes("text/html");
  if (!claims) {
    return wantsPage ? redirect303("/unsubscribe?result=invalid") : NextResponse.json({ ok: false, error: UNSUBSCRIBE_MESSAGES.invalid }, { status: 400, headers: NO_STORE });
  }
  await unsubscribe(db, claims.subject, claims.category);
  logger.info({ category: claims.category }, "mail: unsubscribed");
  if (wantsPage) return redirect303(`/unsubscribe?result=done&kind=${claims.category}`);
  return NextResponse.json({ ok: true, message: UNSUBSCRIBE_MESSAGES.done(MAIL_CATEGORIES[claims.category].label) }, { headers: NO_STORE });
}

function redirect303(path: string): Response {
  // The request's own origin (a relative Location is resolved by the browser against it).
  return new Response(null, { status: 303, headers: { Location: path, ...NO_STORE } });
}
