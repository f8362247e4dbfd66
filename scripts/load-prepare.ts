/**
 * Load-test fixtures (run by `npm run load` before it starts the server; PGlite allows one
 * connection): migrate, seed the demo data when empty, then create `LOAD_SHOPPERS` shoppers in
 * Auckland (each with one list of 10–40 items drawn from the NZ catalogue's generic names) and
 * `LOAD_SIGNIN_ACCOUNTS` accounts used only for sign-ins (the per-account sign-in limit allows a
 * few per account). Idempotent: existing load accounts are removed first.
 */
import { inArray, like, sql } from "drizzle-orm";
import { openDatabase, runMigrations, isDatabaseEmpty } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { seedDemoData } from "@/server/seed/seed";
import { hashPassword } from "@/server/auth/password";
import { DEMO_SHOPPER_HOME } from "@/server/seed/demo-accounts";
import { LOAD_PASSWORD, loadEmail } from "./lib/load-accounts";

const shoppers = Number(process.env.LOAD_SHOPPERS ?? 40);
const signInAccounts = Number(process.env.LOAD_SIGNIN_ACCOUNTS ?? 80);
const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { url } : { pgliteDir: process.env.PGLITE_DIR ?? "./.data/load-pglite" });
await runMigrations(handle);
const db = handle.db;
if (await isDatabaseEmpty(db)) await seedDemoData(db, { log: () => undefined });

await db.delete(t.users).where(like(t.users.email, "load-%@load.test"));
const passwordHash = await hashPassword(LOAD_PASSWORD);
const now = new Date();

const names = (
  await db.execute<{ name: string }>(sql`select distinct generic_name as name from products where generic_name is not null and 'NZ' = any(countries) order by 1`)
).rows.map((r) => r.name);
let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

async function createAccounts(kind: "shopper" | "signin", count: number): Promise<{ id: string; email: string }[]> {
  const emails = Array.from({ length: count }, (_, i) => loadEmail(kind, i));
  const rows = await db
    .insert(t.users)
    .values(emails.map((email) => ({ email, passwordHash, role: "shopper" as const, emailVerifiedAt: now })))
    .returning({ id: t.users.id, email: t.users.email });
  await db.insert(t.profiles).values(
    rows.map((u, i) => ({ userId: u.id, name: `Load ${kind} ${i}`, acceptedTerms: true, acceptedTermsDate: now, ...DEMO_SHOPPER_HOME, location: DEMO_SHOPPER_HOME.formattedAddress, preferredCurrency: "NZD" as const })),
  );
  return rows;
}

const shopperRows = await createAccounts("shopper", shoppers);
await createAccounts("signin", signInAccounts);
const lists = await db
  .insert(t.shoppingLists)
  .values(shopperRows.map((u) => ({ userId: u.id, name: "Weekly shop" })))
  .returning({ id: t.shoppingLists.id, userId: t.shoppingLists.userId });
const items = lists.flatMap((l) => {
  const size = 10 + Math.floor(rand() * 31);
  const picked = new Set<string>();
  while (picked.size < size && picked.size < names.length) picked.add(names[Math.floor(rand() * names.length)]);
  return [...picked].map((itemName) => ({ listId: l.id, itemName: itemName.slice(0, 100), quantity: 1 + Math.floor(rand() * 3) }));
});
for (let i = 0; i < items.length; i += 500) await db.insert(t.shoppingListItems).values(items.slice(i, i + 500));
const counts = await db.select({ n: sql<number>`count(*)::int` }).from(t.shoppingListItems).where(inArray(t.shoppingListItems.listId, lists.map((l) => l.id)));
console.log(`[load] ${shopperRows.length} shoppers with ${counts[0].n} list items, ${signInAccounts} sign-in accounts (${handle.engine})`);
await handle.close();
