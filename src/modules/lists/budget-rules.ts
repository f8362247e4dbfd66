import { z } from "zod";

/**
 * A list's optional budget (issue 27, decision 053): what the shopper types ("120", "85.50") is
 * checked here, on the form and again on the server; the bar's colour follows budgetStanding.
 */

export const BUDGET_MAX_CENTS = 100_000_000;

export const BUDGET_MESSAGES = {
  notAnAmount: "Enter the budget as an amount, for example 120 or 85.50.",
  notPositive: "The budget must be more than 0.",
  tooLarge: "The budget can be at most 1,000,000.",
  saveFailed: "Failed to save the budget. Please try again.",
} as const;

export type BudgetCheck = { ok: true; cents: number | null } | { ok: false; message: string };

/** "" clears the budget; otherwise a positive amount with at most two decimals (a leading currency sign and commas are allowed). */
export function parseBudgetAmount(raw: string): BudgetCheck {
  const text = raw.trim().replace(/^[$]/, "").replace(/,/g, "").trim();
  if (text === "") return { ok: true, cents: null };
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!m) return { ok: false, message: /^-/.test(text) ? BUDGET_MESSAGES.notPositive : BUDGET_MESSAGES.notAnAmount };
  const cents = Number(m[1] || "0") * 100 + Number((m[2] ?? "").padEnd(2, "0") || "0");
  if (cents <= 0) return { ok: false, message: BUDGET_MESSAGES.notPositive };
  if (cents > BUDGET_MAX_CENTS) return { ok: false, message: BUDGET_MESSAGES.tooLarge };
  return { ok: true, cents };
}

/** Green below 90 % of the budget, amber from 90 % up to the budget itself, red once over it. */
export const BUDGET_AMBER_FROM = 0.9;
export type BudgetStanding = "under" | "near" | "over";

export function budgetStanding(spentCents: number, budgetCents: number): BudgetStanding {
  if (spentCents > budgetCents) return "over";
  return spentCents >= BUDGET_AMBER_FROM * budgetCents ? "near" : "under";
}

export const setBudgetSchema = z.object({ listId: z.string().max(100), amount: z.string().max(40) });
export type SetBudgetInput = z.infer<typeof setBudgetSchema>;
