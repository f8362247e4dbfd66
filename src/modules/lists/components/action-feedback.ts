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

export function isBrowserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export function formatCreatedDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));
}

export const itemCountLabel = (n: number): string => `${n} ${n === 1 ? "item" : "items"}`;
