"use client";
import { CloudOff } from "lucide-react";

const seenFormat = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** Shown on the list screens while offline: what is on screen is the last-seen copy plus the shopper's own changes. */
export function OfflineCopyNotice({ seenAt, what }: { seenAt: number | null; what: "list" | "lists" }) {
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        You&apos;re offline. {what === "list" ? "This is the list as you last saw it" : "These are your lists as you last saw them"}
        {seenAt ? <> ({seenFormat.format(new Date(seenAt))})</> : null}; changes you make are saved here and sync when you&apos;re back online.
      </span>
    </p>
  );
}
