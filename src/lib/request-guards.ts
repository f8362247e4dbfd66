/**
 * Requests Next.js itself would answer with a 500 (observed on next start 16.4.6, decision 015),
 * refused early in the proxy with the right 4xx instead. Pure: takes what the proxy knows.
 */
import { checkActionPayload, type ReplyPart } from "./action-payload";

export const SERVER_ACTION_BODY_LIMIT = 2.2 * 1024 * 1024; // next.config.ts serverActions.bodySizeLimit

export type GuardRefusal = { status: 400 | 403 | 413; message: string };

/** A path whose percent-encoding does not decode (e.g. "/%E0%A4%A"). */
export function malformedPath(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

function sameOrigin(origin: string, host: string | null): boolean {
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Server-action POSTs (Next-Action header): cross-origin → 403 (Next refuses them too, but with a
 * 500), declared size over the limit → 413, empty body → 400, a body that is not a reply React's
 * encoder could have written (action-payload.ts) → 400. `readText` / `readForm` read a copy.
 */
export async function checkServerActionRequest(
  req: { method: string; headers: Headers },
  readText: () => Promise<string>,
  readForm: () => Promise<FormData> = () => Promise.reject(new Error("no form reader")),
): Promise<GuardRefusal | null> {
  if (req.method !== "POST" || !req.headers.has("next-action")) return null;
  const origin = req.headers.get("origin");
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (origin && !sameOrigin(origin, host)) return { status: 403, message: "Cross-origin request refused." };
  const length = req.headers.get("content-length");
  if (length !== null && Number(length) > SERVER_ACTION_BODY_LIMIT) return { status: 413, message: "The request is too large." };
  if (length === "0") return { status: 400, message: "The request was empty." };
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  const unreadable: GuardRefusal = { status: 400, message: "The request could not be read." };
  let parts: Map<string, ReplyPart>;
  const multipart = type.startsWith("multipart/form-data");
  if (multipart) {
    let form: FormData;
    try {
      form = await readForm();
    } catch {
      return unreadable;
    }
    parts = new Map();
    for (const [name, value] of form.entries()) parts.set(name, typeof value === "string" ? value : { blob: true });
  } else {
    // Next decodes every other body as one JSON part.
    const text = await readText().catch(() => null);
    if (text === null) return unreadable;
    if (!text.trim()) return { status: 400, message: "The request was empty." };
    parts = new Map([["0", text]]);
  }
  return checkActionPayload(parts, multipart).ok ? null : unreadable;
}

/** A small page for refused document requests: no script, so the CSP has nothing to allow. */
export function refusalPage(status: number, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cartwise</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#0f172a"><h1 style="font-size:3rem;color:#065f46;margin:0">${status}</h1><p>${message} Please check the address and try again.</p><p><a href="/" style="color:#047857">Return to Home</a></p></body></html>`;
}
