"use server";
import { defineAction, type ActionResult } from "@/server/action";
import { getBestSavings } from "./queries";
import { planOutcome, type PlanOutcome } from "./plan-outcome";
import { chooseSubstitute, setItemLock } from "./mutations";
import { chooseSubstituteSchema, compareListSchema, excludeProductSchema, setItemLockSchema, undoExclusionSchema } from "./schemas";
import { excludeProduct, undoExclusion } from "@/modules/lists";
import { recordTrip, type RecordedTrip } from "./trips/trips";
import { recordTripSchema, TRIP_MESSAGES } from "./trips/figures";

const SIGN_IN = "Please sign in to compare prices.";

/** Re-optimises a list with new shopper controls (visit cost, maximum stores). */
export const compareListAction = defineAction(
  compareListSchema,
  async (input, actor, { db }): Promise<{ ok: true; outcome: PlanOutcome }> => ({ ok: true, outcome: planOutcome(await getBestSavings(db, actor, input)) }),
  { unauthenticatedMessage: SIGN_IN },
);

/** Sets or clears a lock on one list item, then re-optimises the list with it. */
export const setItemLockAction = defineAction(
  setItemLockSchema,
  async (input, actor, { db }): Promise<{ ok: true; outcome: PlanOutcome }> => {
    await setItemLock(db, actor, input);
    return { ok: true, outcome: planOutcome(await getBestSavings(db, actor, input)) };
  },
  { unauthenticatedMessage: SIGN_IN },
);

/** Uses a suggested substitute for a line (or the line's own words again), remembered on the item, then re-optimises. */
export const chooseSubstituteAction = defineAction(
  chooseSubstituteSchema,
  async (input, actor, { db }): Promise<{ ok: true; outcome: PlanOutcome }> => {
    await chooseSubstitute(db, actor, input);
    return { ok: true, outcome: planOutcome(await getBestSavings(db, actor, input)) };
  },
  { unauthenticatedMessage: SIGN_IN },
);

/** "Not this product" on a plan line (decision 058): recorded on the list item, then re-optimised without it. */
export const excludeProductAction = defineAction(
  excludeProductSchema,
  async (input, actor, { db }): Promise<{ ok: true; outcome: PlanOutcome }> => {
    await excludeProduct(db, actor, input);
    return { ok: true, outcome: planOutcome(await getBestSavings(db, actor, input)) };
  },
  { unauthenticatedMessage: SIGN_IN },
);

/** "Undo exclusion": the product may be picked for the line again; re-optimised. */
export const undoExclusionAction = defineAction(
  undoExclusionSchema,
  async (input, actor, { db }): Promise<{ ok: true; outcome: PlanOutcome }> => {
    await undoExclusion(db, actor, input);
    return { ok: true, outcome: planOutcome(await getBestSavings(db, actor, input)) };
  },
  { unauthenticatedMessage: SIGN_IN },
);

/**
 * "Shop this plan": recomputes the list's plan on the server with the shopper's controls and
 * records it as a trip. Idempotent on clientRequestId; someone else's list is not found.
 */
export const recordTripAction = defineAction(
  recordTripSchema,
  async (input, actor, { db }): Promise<ActionResult<RecordedTrip>> => ({ ok: true, ...(await recordTrip(db, actor, input)) }),
  { unauthenticatedMessage: TRIP_MESSAGES.signIn },
);
