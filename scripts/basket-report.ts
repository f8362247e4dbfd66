/**
 * Prints the demo Weekly Basics as each region's demo shopper would get it: per line, the amount
 * bought at the three nearest stores that price it (product, packs × pack size, cost).
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server --import ./scripts/lib/next-react-server.mjs scripts/basket-report.ts
 * The database must hold the demo seed (npm run db:seed).
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import * as t from "../src/server/db/schema";
import { DEMO_ACCOUNTS, DEMO_SHOPPER_HOMES } from "../src/server/seed/demo-accounts";
import { compareList } from "../src/modules/pricing/compare";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const handle = await openDatabase({ url });
const db = handle.db;
const BASICS = [
  ["Milk", 2], ["Bread", 1], ["Eggs", 1], ["Butter", 1], ["Bananas", 1], ["Apples", 1], ["Carrots", 1],
  ["Chicken breast", 1], ["Rice", 1], ["Cheese", 1], ["Yogurt", 2], ["Coffee", 1],
] as const;

for (const key of ["shopper", "shopper_sydney", "shopper_seattle"] as const) {
  const home = DEMO_SHOPPER_HOMES[key];
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS[key].email));
  const items = BASICS.map(([name, quantity], i) => ({ id: `line-${i}`, name, quantity }));
  const c = await compareList(db, {
    actor: user ? { userId: user.id } : null,
    items,
    origin: { lat: home.latitude, lng: home.longitude, label: home.suburb, source: "profile" },
    country: home.countryCode,
    options: {},
  });
  const priced = c.itemPrices as unknown as { listItemId: string; prices: Record<string, unknown>[] }[];
  const storeIds = [...new Set(c.storesConsidered.map((s) => s.storeId))];
  const counts = new Map(storeIds.map((id) => [id, priced.filter((l) => l.prices.some((p) => p.storeId === id)).length]));
  const three = storeIds.sort((a, b) => counts.get(b)! - counts.get(a)!).slice(0, 3);
  const name = (id: string) => c.storesConsidered.find((s) => s.storeId === id)?.name ?? id;
  console.log(`\n## ${home.suburb} (${home.countryCode}, ${c.currency}) — plan total ${(c.totalCents / 100).toFixed(2)}`);
  console.log(`| line | ${three.map(name).join(" | ")} |`);
  console.log(`|---|${three.map(() => "---").join("|")}|`);
  for (const item of items) {
    const amt = c.items.find((i) => i.listItemId === item.id) as unknown as { amount?: { label: string; source: string } | null };
    const line = priced.find((l) => l.listItemId === item.id);
    const cells = three.map((sid) => {
      const p = line?.prices.find((x) => x.storeId === sid) as Record<string, unknown> | undefined;
      if (!p) return "—";
      const amount = p.amount as { value: number; unit: string } | undefined;
      return `${p.loose ? "" : `${p.packs} × `}${p.productName}${amount ? ` = ${amount.value} ${amount.unit}` : ""} (${((p.priceCents as number) / 100).toFixed(2)})`;
    });
    console.log(`| ${item.name} ×${item.quantity}${amt?.amount ? ` → ${amt.amount.label} (${amt.amount.source})` : ""} | ${cells.join(" | ")} |`);
  }
}
await handle.close();
