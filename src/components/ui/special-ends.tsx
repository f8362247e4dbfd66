"use client";
import { useSyncExternalStore } from "react";
import { specialEndsWords } from "@/lib/special-ends";

const noop = () => () => undefined;
/** The browser's zone: the shopper's own. The server renders nothing (it does not know the zone). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A small "special ends Sunday" badge (decision 054) for a price on special with a stated end.
 * `now` is the time the figures were computed (so a page's words agree with its prices).
 */
export function SpecialEnds({ until, now, className }: { until: string | null | undefined; now?: Date; className?: string }) {
  const zone = useSyncExternalStore(noop, browserZone, () => null);
  if (!until || !zone) return null;
  const words = specialEndsWords(new Date(until), now ?? new Date(), zone);
  if (!words) return null;
  return (
    <span className={`inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ${className ?? ""}`} data-testid="special-ends">
      {words}
    </span>
  );
}
