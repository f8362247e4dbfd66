import type { PlanDto } from "./dto";
import type { CompareOutcome, ListMeta } from "./queries";

/** CompareOutcome as Best Savings' view receives it (PlanDto: the plan without the price matrix). */
export type PlanOutcome = Exclude<CompareOutcome, { status: "ok" }> | { status: "ok"; list: ListMeta; comparison: PlanDto };

export function planOutcome(outcome: CompareOutcome): PlanOutcome {
  if (outcome.status !== "ok") return outcome;
  const { itemPrices: _prices, storesConsidered: _stores, ...plan } = outcome.comparison;
  return { ...outcome, comparison: plan };
}
