import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";

/** Product id → name for the given ids (missing or deleted products are left out). */
export async function getProductNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const res = await db.execute<{ id: string; name: string }>(sql`select id, name from products where id = any(${uuidArray([...ids])})`);
  return new Map(res.rows.map((r) => [r.id, r.name]));
}

/** SQL: a subquery of every product's id and name, for another module's single-statement join (decision 059). */
export function productNamesSql(): SQL {
  return sql`(select p_.id, p_.name from products p_)`;
}
