import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/server/auth/session";

/*
 * The contributions module owns receipt proofs and their price observations (decision 059). What a
 * shared receipt saved is computed in one statement by home; these subqueries give it the rows.
 */

/** SQL: a subquery of the user's shared receipts (id, store_id, receipt_date, created_at, currency). */
export function sharedReceiptProofsSql(who: Pick<Actor, "userId">): SQL {
  return sql`(select rp_.id, rp_.store_id, rp_.receipt_date, rp_.created_at, rp_.currency from receipt_proofs rp_ where rp_.user_id = ${who.userId}::uuid and rp_.shared)`;
}

/** SQL: a subquery of the receipt lines that count (published or approved): proof_id, product_id, amount_cents (per pack). */
export function countedReceiptLinesSql(): SQL {
  return sql`(select o_.proof_id, o_.product_id, o_.amount_cents from price_observations o_ where o_.status in ('published', 'approved'))`;
}
