import "server-only";
import { fetch } from "undici";

const MAX_BODY_CHARS = 1_000_000;

/** GET the provider's latest-rates JSON with a hard timeout; non-2xx, huge or non-JSON bodies throw. */
export async function fetchRatesJson(url: string, options: { timeoutMs: number }): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(options.timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BODY_CHARS) throw new Error("response too large");
  return JSON.parse(text) as unknown;
}
