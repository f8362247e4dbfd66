import "server-only";
import { sql } from "drizzle-orm";
import { currentPricesSql, scrapeConfirmationsSql } from "@/modules/price-ledger";
import { seenAtSql } from "@/modules/price-ledger";
import { catalogProductsSql } from "@/modules/catalog";
import type { Db } from "@/server/db";
import { textArray, uuidArray } from "@/server/db/sql-arrays";
import { convertCents, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import type { ProductRow } from "@/modules/catalog";
import { rankSubstitutes, type SubstituteCandidate } from "../engine/substitutes";
import type { ResolvedAmount } from "../engine";
import type { SubstituteDto, UncoveredItemDto } from "../dto";
import { usablePriceSql } from "../offers/usable";

/** Enough rows for a category's products across the stores in reach; the ranking needs only a few. */
const CANDIDATE_ROWS = 4000;

export interface SubstituteLine {
  id: string;
  /** Every product the line could mean (its family, before locks). */
  family: ProductRow[];
  amount: ResolvedAmount | null;
  /** A product the line is locked to (it could not be had): never suggested back. */
  lockedProductId: string | null;
  /** Products the shopper excluded for the line (decision 058): never suggested back. */
  excludedIds?: string[];
}

type Row = {
  product_id: string; name: string; size: string | null; unit: "g" | "ml" | "each"; unit_quantity: number; category: string; generic_name: string | null;
  store_id: string; amount_cents: number; currency: CurrencyCode;
};

/**
 * Suggests substitutes (engine/substitutes.ts) for the uncovered lines no store in range prices:
 * one query for the usable current prices, at the stores in range, of every product of those lines'
 * families, generic names and categories; ranked per line. Lines the plan left out only for its
 * store rules (the item is priced somewhere) get none: nothing is missing there.
 */
export async function addSubstitutes(
  db: Db,
  uncovered: UncoveredItemDto[],
  args: { lines: Map<string, SubstituteLine>; pricedLines: ReadonlySet<string>; storeIds: string[]; storeNames: Map<string, string>; planStoreIds: ReadonlySet<string>; currency: CurrencyCode; rates: RatesTable; now: Date },
): Promise<UncoveredItemDto[]> {
  const wanted = uncovered.filter((u) => !args.pricedLines.has(u.listItemId) && (args.lines.get(u.listItemId)?.family.length ?? 0) > 0);
  if (!wanted.length || !args.storeIds.length) return uncovered;
  const familyIds = new Set<string>();
  const generics = new Set<string>();
  const categories = new Set<string>();
  for (const u of wanted) {
    for (const p of args.lines.get(u.listItemId)!.family) {
      familyIds.add(p.productId);
      if (p.genericName) generics.add(p.genericName.toLowerCase());
      categories.add(p.category);
    }
  }
  const res = await db.execute<Row>(sql`
    select p.id as product_id, p.name, p.size, p.unit, p.unit_quantity, p.category, p.generic_name, cp.store_id, cp.amount_cents, cp.currency
    from ${catalogProductsSql()} p join ${currentPricesSql()} cp on cp.product_id = p.id
    -- Last seen (decision 057): a scrape price re-confirmed by its store's last run counts as seen then.
    left join ${scrapeConfirmationsSql()} sc on sc.store_id = cp.store_id
    where cp.store_id = any(${uuidArray(args.storeIds)})
      and (p.id = any(${uuidArray([...familyIds])}) or lower(p.generic_name) = any(${textArray([...generics])}) or p.category = any(${textArray([...categories])}))
      and ${usablePriceSql(sql`cp`, args.now, seenAtSql(sql`cp`, sql`sc.confirmed_at`))}
    -- The family first, then its generic name, then the category: a cut keeps the likeliest.
    order by (p.id = any(${uuidArray([...familyIds])})) desc, (lower(p.generic_name) = any(${textArray([...generics])})) desc nulls last, p.id, cp.store_id
    limit ${CANDIDATE_ROWS}`);
  const byProduct = new Map<string, Omit<SubstituteCandidate, "inFamily">>();
  for (const r of res.rows) {
    const cents = r.currency === args.currency ? r.amount_cents : convertCents(r.amount_cents, r.currency, args.currency, args.rates);
    const hit = byProduct.get(r.product_id);
    if (hit) hit.prices.push({ storeId: r.store_id, priceCents: cents });
    else byProduct.set(r.product_id, {
      productId: r.product_id, name: r.name, size: r.size, unit: r.unit, unitQuantity: Number(r.unit_quantity), category: r.category, genericName: r.generic_name,
      prices: [{ storeId: r.store_id, priceCents: cents }],
    });
  }
  return uncovered.map((u) => {
    if (!wanted.includes(u)) return u;
    const line = args.lines.get(u.listItemId)!;
    const family = new Set(line.family.map((p) => p.productId));
    const ranked = rankSubstitutes(
      {
        pack: line.amount?.pack ?? null,
        genericNames: new Set(line.family.flatMap((p) => (p.genericName ? [p.genericName.toLowerCase()] : []))),
        categories: new Set(line.family.map((p) => p.category)),
        planStoreIds: args.planStoreIds,
      },
      [...byProduct.values()].map((c) => ({ ...c, inFamily: family.has(c.productId) })),
      new Set([...(line.lockedProductId ? [line.lockedProductId] : []), ...(line.excludedIds ?? [])]),
    );
    const substitutes: SubstituteDto[] = ranked.map((s) => ({
      productId: s.productId, name: s.name, size: s.size, storeId: s.storeId, storeName: args.storeNames.get(s.storeId) ?? "", priceCents: s.priceCents, atPlanStore: s.atPlanStore, kin: s.kin,
    }));
    return { ...u, substitutes };
  });
}
