import type { ToastInput } from "@/components/ui/toast";
import type { ActionFailure } from "@/server/action";
import { LIST_MESSAGES } from "../schemas";

/**
 * Expected failures (validation, rate limits, not found) show the server's safe message and
 * title; unexpected ones (and network errors) show the spec's per-action "Failed to …" text.
 */
export function failureToast(result: ActionFailure | null, fallback: string): ToastInput {
  if (!result || result.code === "INTERNAL" || !result.formError) {
    return { title: LIST_MESSAGES.errorTitle, description: fallback, variant: "destructive" };
  }
  return { title: result.title ?? LIST_MESSAGES.errorTitle, description: result.formError, variant: "destructive" };
}

/** A v4 UUID even where crypto.randomUUID is missing (plain-http LAN origins). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export function formatCreatedDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));
}

export const itemCountLabel = (n: number): string => `${n} ${n === 1 ? "item" : "items"}`;
