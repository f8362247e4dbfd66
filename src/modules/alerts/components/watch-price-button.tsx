"use client";
import { useState, useTransition } from "react";
import { BellRing } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { watchListAction } from "../actions";

/** "Watch prices" for a whole list: every item whose product is known is watched for drops nearby. */
export function WatchPriceButton({ listId }: { listId: string }) {
  const [pending, start] = useTransition();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      onClick={() =>
        start(async () => {
          const res = await watchListAction({ listId });
          if (!res.ok) return void toast({ title: "Could not watch prices", description: res.formError ?? "Please try again.", variant: "destructive" });
          setDone(true);
          toast({
            title: res.watched ? "Watching prices" : "Nothing to watch yet",
            description: res.watched
              ? `We'll tell you when any of ${res.watched} item${res.watched === 1 ? "" : "s"} drops in price at a store near you.${res.unknown ? ` ${res.unknown} item${res.unknown === 1 ? " has" : "s have"} no product yet — compare prices first.` : ""}`
              : "Compare prices for this list first, so we know which products to watch.",
          });
        })
      }
    >
      <BellRing aria-hidden="true" className="h-4 w-4" /> {done ? "Watching prices" : "Watch prices"}
    </button>
  );
}
