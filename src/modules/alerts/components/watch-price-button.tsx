"use client";
import { BellRing } from "lucide-react";
import { useAction } from "@/components/ui/use-action";
import { watchListAction } from "../actions";
import { reloadListWatchState, useListWatchState } from "./list-watch-store";

/**
 * "Watch prices" for a whole list (the list screen's header): every item whose product is known is
 * watched for drops at stores near the shopper. Only the list's owner sees it.
 */
export function WatchPriceButton({ listId }: { listId: string }) {
  const { run, pending } = useAction(watchListAction, {
    failure: { title: "Could not watch prices" },
    onSuccess: () => reloadListWatchState(listId),
    success: (res) => ({
      title: res.watched ? "Watching prices" : "Nothing to watch yet",
      description: res.watched
        ? `We'll tell you when any of ${res.watched} item${res.watched === 1 ? "" : "s"} drops in price at a store near you.${res.unknown ? ` We couldn't tell which product ${res.unknown} item${res.unknown === 1 ? " is" : "s are"}: lock one on Compare Prices to watch ${res.unknown === 1 ? "it" : "them"} too.` : ""}`
        : "We couldn't tell which products these items are. Lock products on Compare Prices, then watch them.",
    }),
  });
  const state = useListWatchState(listId);
  if (state.status !== "loading" && !state.canWatch) return null;
  const watching = state.itemIds.size > 0;
  return (
    <button
      type="button"
      disabled={pending || state.status === "loading"}
      aria-label={watching ? `Watching prices of ${state.itemIds.size} item${state.itemIds.size === 1 ? "" : "s"}; watch every item` : "Watch prices of every item"}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      data-testid="watch-list-prices"
      onClick={() => void run({ listId })}
    >
      <BellRing aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>{watching ? "Watching" : "Watch prices"}</span>
    </button>
  );
}
