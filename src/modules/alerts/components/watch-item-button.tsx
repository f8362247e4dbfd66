"use client";
import { useParams } from "next/navigation";
import { Bell, BellRing } from "lucide-react";
import { useAction } from "@/components/ui/use-action";
import { unwatchListItemAction, watchListItemAction } from "../actions";
import { setItemWatched, useListWatchState } from "./list-watch-store";

/**
 * One item's price-watch toggle on the list screen (/lists/[listId]): a bell that is filled while
 * the item is watched. Hidden for anyone but the list's owner.
 */
export function WatchItemButton({ itemId, itemName }: { itemId: string; itemName: string }) {
  const { listId } = useParams<{ listId?: string }>();
  const state = useListWatchState(listId);
  const unwatch = useAction(unwatchListItemAction, {
    failure: { title: "Could not stop watching" },
    onSuccess: () => listId && setItemWatched(listId, itemId, false),
  });
  const watch = useAction(watchListItemAction, {
    failure: { title: "Could not watch the price" },
    onSuccess: (res) => listId && res.watching && setItemWatched(listId, itemId, true),
    success: (res) =>
      res.watching
        ? { title: "Watching the price", description: `We'll tell you when ${res.productName ?? itemName} drops in price at a store near you.` }
        : { title: "Nothing to watch yet", description: `We couldn't tell which product "${itemName}" is. Lock a product for it on Compare Prices, then watch it.` },
  });
  const pending = watch.pending || unwatch.pending;
  if (!listId || !state.canWatch) return null;
  const watched = state.itemIds.has(itemId);
  const Icon = watched ? BellRing : Bell;
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={watched ? `Stop watching the price of ${itemName}` : `Watch the price of ${itemName}`}
      title={watched ? "Watching for price drops" : "Watch for price drops"}
      disabled={pending}
      className={`flex h-8 w-8 items-center justify-center rounded-full hover:bg-slate-100 disabled:opacity-50 ${watched ? "text-brand-700" : "text-slate-500"}`}
      onClick={() => void (watched ? unwatch : watch).run({ listItemId: itemId })}
    >
      <Icon aria-hidden="true" className={`h-4 w-4 ${watched ? "fill-current" : ""}`} />
    </button>
  );
}
