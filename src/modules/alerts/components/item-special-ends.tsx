"use client";
import { useParams } from "next/navigation";
import { SpecialEnds } from "@/components/ui/special-ends";
import { useListWatchState } from "./list-watch-store";

/**
 * Under a list item (the lists module's itemNote slot): "special ends Sunday" when the item's product
 * is on a special with a stated end at a store near the shopper. Read with the list's watch state
 * (one request per list screen).
 */
export function ItemSpecialEnds({ itemId }: { itemId: string }) {
  const { listId } = useParams<{ listId?: string }>();
  const state = useListWatchState(listId);
  const until = state.specials[itemId];
  if (!until) return null;
  return (
    <span className="basis-full">
      <SpecialEnds until={until} />
    </span>
  );
}
