import { describe, expect, it } from "vitest";
import { BUDGET_MESSAGES, budgetStanding, parseBudgetAmount } from "./budget-rules";

describe("budget amounts", () => {
  it("reads amounts in cents and clears on empty", () => {
    expect(parseBudgetAmount("120")).toEqual({ ok: true, cents: 12000 });
    expect(parseBudgetAmount(" $85.5 ")).toEqual({ ok: true, cents: 8550 });
    expect(parseBudgetAmount("1,000.05")).toEqual({ ok: true, cents: 100005 });
    expect(parseBudgetAmount(".5")).toEqual({ ok: true, cents: 50 });
    expect(parseBudgetAmount("")).toEqual({ ok: true, cents: null });
  });
  it("refuses zero, negatives, text, too many decimals and huge amounts with the specific message", () => {
    expect(parseBudgetAmount("0")).toEqual({ ok: false, message: BUDGET_MESSAGES.notPositive });
    expect(parseBudgetAmount("0.00")).toEqual({ ok: false, message: BUDGET_MESSAGES.notPositive });
    expect(parseBudgetAmount("-5")).toEqual({ ok: false, message: BUDGET_MESSAGES.notPositive });
    expect(parseBudgetAmount("ten")).toEqual({ ok: false, message: BUDGET_MESSAGES.notAnAmount });
    expect(parseBudgetAmount("1.234")).toEqual({ ok: false, message: BUDGET_MESSAGES.notAnAmount });
    expect(parseBudgetAmount("1000000.01")).toEqual({ ok: false, message: BUDGET_MESSAGES.tooLarge });
  });
  it("is green below 90 %, amber from 90 % to the budget, red over it", () => {
    expect(budgetStanding(8999, 10000)).toBe("under");
    expect(budgetStanding(9000, 10000)).toBe("near");
    expect(budgetStanding(10000, 10000)).toBe("near");
    expect(budgetStanding(10001, 10000)).toBe("over");
  });
});
