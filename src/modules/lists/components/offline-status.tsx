"use client";
import { CloudOff, RefreshCw } from "lucide-react";

export const pendingEditsLabel = (n: number): string => `${n} ${n === 1 ? "change" : "changes"}`;

/**
 * The offline indicator (decision 022): a pill above the bottom navigation while offline, or while
 * queued edits are waiting to reach the server. Hidden when online with nothing waiting.
 */
export function OfflineStatus({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  if (online && pendingCount === 0) return null;
  const text = online
    ? `Saving ${pendingEditsLabel(pendingCount)}…`
    : pendingCount > 0
      ? `Offline · ${pendingEditsLabel(pendingCount)} will sync when you're back online`
      : "Offline · showing your lists as last seen";
  return (
    <>
      {/* Room at the end of the page so the pill never covers the last row. */}
      <div aria-hidden="true" className="h-12" />
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 flex justify-center px-4">
        <p
          role="status"
          data-testid="offline-status"
          className="pointer-events-auto flex max-w-full items-center gap-2 rounded-full bg-slate-900/95 px-4 py-2 text-sm text-white shadow-lg"
        >
          {online ? <RefreshCw aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin" /> : <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />}
          <span className="min-w-0">{text}</span>
        </p>
      </div>
    </>
  );
}
