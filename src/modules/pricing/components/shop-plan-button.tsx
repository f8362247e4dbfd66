"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useCurrency } from "@/modules/currency/client";
import { recordTripAction } from "../actions";
import { COMPARE_MESSAGES, type CompareOptionsInput } from "../schemas";
import { TRIP_MESSAGES, tripSavedDescription } from "../trips/figures";

/**
 * "Shop this plan": records the plan as a trip. Mount it keyed by the plan, so a re-optimised plan
 * gets a fresh button and request id; retries and double clicks of one plan share the id, so the
 * server records it once. The server recomputes the figures; the toast shows what it recorded.
 */
export function ShopPlanButton({ listId, options, busy }: {
  /** The list's own id (also on /cheapest-list for a Weekly Basics list); null for the sample items. */
  listId: string | null;
  /** The controls the shown plan was computed with. */
  options: CompareOptionsInput;
  /** The page is re-optimising: the plan on screen is about to change. */
  busy: boolean;
}) {
  const [saved, setSaved] = useState(false);
  const { format } = useCurrency();
  const { run, pending, idempotencyKey } = useAction(recordTripAction, {
    failure: { title: TRIP_MESSAGES.errorTitle, fallback: COMPARE_MESSAGES.failed, thrownFallback: COMPARE_MESSAGES.network, serverTitle: true },
    onSuccess: () => setSaved(true),
    success: ({ trip }) => ({ title: TRIP_MESSAGES.savedTitle, description: tripSavedDescription(trip, (cents) => format(cents, trip.currency)), variant: "success" }),
  });

  const save = () => void run({ listId, ...options, clientRequestId: idempotencyKey });

  return (
    <div className="flex flex-col gap-1">
      <Button className="w-full sm:w-auto sm:self-start" disabled={pending || busy || saved || !listId} onClick={save} data-testid="shop-plan-button">
        {saved ? TRIP_MESSAGES.done : pending ? TRIP_MESSAGES.pending : TRIP_MESSAGES.button}
      </Button>
      {!listId ? <p className="text-sm text-slate-600">{TRIP_MESSAGES.noList}</p> : null}
    </div>
  );
}
