import "server-only";
import { fetch } from "undici";

export type FetchJson = (url: string, options?: { timeoutMs?: number }) => Promise<unknown>;

const MAX_BODY_BYTES = 1_000_000;

/** GET a JSON document with a hard timeout and a size cap; any non-2xx status is an error. */
export const fetchJson: FetchJson = async (url, options = {}) => {
  const res = await fetch(url, {
    headers: { accept: "application/json" },
    redirect: "follow",
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BODY_BYTES) throw new Error("response too large");
  return JSON.parse(text) as unknown;
};
