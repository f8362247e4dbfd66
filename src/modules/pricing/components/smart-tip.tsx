"use client";
import { useCurrency } from "@/modules/currency/client";
import type { ComparisonDto } from "../dto";
import { smartShoppingTip } from "../comparison/strategy";

type TipFacts = Pick<ComparisonDto, "stores" | "savings" | "distanceFiltering" | "options" | "items" | "itemsCostCents" | "currency">;

/** The Smart Shopping Strategy sentence, its money in the shopper's display currency like every other figure. */
export function SmartTip({ facts }: { facts: TipFacts }) {
  const { format } = useCurrency();
  const tip = smartShoppingTip(facts, (cents) => format(cents, facts.currency));
  return tip ? <p className="mt-1 text-sm text-slate-800">{tip}</p> : null;
}
