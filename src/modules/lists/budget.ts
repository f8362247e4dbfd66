import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { getProfileCurrencyChoice } from "@/modules/users";
import { currencyForCountry, isCurrencyCode, type CurrencyCode } from "@/modules/currency/engine";
import { listReadableBy } from "./access";
import { listNotFound } from "./guards";
import { parseBudgetAmount } from "./budget-rules";
import { publishListChange } from "./sharing/live";
import { isUuid } from "./schemas";

export interface ListBudgetDto {
  cents: number;
  currency: CurrencyCode;
}

/**
 * Sets or clears a list's budget. Owner and members alike (a budget is part of planning the shop,
 * like quantities; decision 053); anyone else gets "not found" and nothing changes. The amount is
 * in the list's currency: the one its budget already has, else the setter's (profile preference,
 * else their country's).
 */
export async function setListBudget(db: Db, actor: Actor, input: { listId: string; amount: string }): Promise<{ listId: string; budget: ListBudgetDto | null }> {
  const check = parseBudgetAmount(input.amount);
  if (!check.ok) throw new AppError("INVALID_INPUT", check.message, { fieldErrors: { amount: [check.message] } });
  if (!isUuid(input.listId)) throw listNotFound();
  const currency = await shopperCurrency(db, actor);
  const res = await db.execute<{ id: string; budget_cents: number | null; budget_currency: CurrencyCode | null }>(sql`
    update shopping_lists l
    set budget_cents = ${check.cents}::int,
        budget_currency = case when ${check.cents}::int is null then null else coalesce(l.budget_currency, ${currency}::currency_code) end
    where l.id = ${input.listId}::uuid and ${listReadableBy("l", actor.userId)}
    returning l.id, l.budget_cents, l.budget_currency`);
  const row = res.rows[0];
  if (!row) throw listNotFound();
  await publishListChange(db, row.id, "items", actor.userId);
  return { listId: row.id, budget: row.budget_cents !== null && row.budget_currency ? { cents: Number(row.budget_cents), currency: row.budget_currency } : null };
}

/** The shopper's currency: their profile preference, else their country's (spec: AU → AUD, NZ → NZD, else USD). */
export async function shopperCurrency(db: Db, actor: Actor): Promise<CurrencyCode> {
  const choice = await getProfileCurrencyChoice(db, actor);
  if (isCurrencyCode(choice.preferredCurrency)) return choice.preferredCurrency;
  return currencyForCountry(choice.countryCode);
}
