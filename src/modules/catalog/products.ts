import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { textArray, uuidArray } from "@/server/db/sql-arrays";
import { searchPattern } from "./search-pattern";
import { priceDeletionsStatSql } from "@/modules/price-ledger";

/** A catalogue product, shaped so the matching engine can read it directly (`key` = product id). */
export interface ProductRow {
  key: string;
  productId: string;
  name: string;
  brand: string | null;
  size: string | null;
  unitQuantity: number;
  unit: "g" | "ml" | "each";
  category: string;
  genericName: string | null;
  tags: string[];
  /** Countries the product is sold in (empty: not recorded); read for a region's usual pack size. */
  countries?: string[];
}

/** The product columns every catalogue read returns, in ProductSqlRow's shape (see toProduct). */
const PRODUCT_COLUMNS = sql`p.id as product_id, p.name, p.brand, p.size, p.unit_quantity, p.unit, p.category, p.generic_name, p.tags, p.countries`;

type ProductSqlRow = {
  term: number | string | null; product_id: string; name: string; brand: string | null; size: string | null; unit_quantity: number;
  unit: ProductRow["unit"]; category: string; generic_name: string | null; tags: string[] | null; countries?: string[] | null;
};

/**
 * With a country, only products sold there (or whose region was never recorded): a NZ shopper's
 * "BREAD WHITE" must not become a US loaf.
 */
function inRegion(countryCode: string | null | undefined) {
  const code = countryCode?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return sql``;
  return sql` and (${code}::text = any(p.countries) or cardinality(p.countries) = 0)`;
}

/**
 * Catalogue products each search (a line's terms) could mean, one round trip: names containing a
 * term, or a generic name equal to one (in the given country, when one is given), plus the extra
 * ids (locked products, never filtered). Each distinct term
 * is looked up once however many lines share it ("egg" for "Eggs" and "Free range eggs").
 */
export async function findCandidateProducts(
  db: Db,
  searches: string[][],
  extraIds: string[] = [],
  options: { countryCode?: string | null } = {},
): Promise<{ bySearch: ProductRow[][]; byId: Map<string, ProductRow> }> {
  const byId = new Map<string, ProductRow>();
  const terms = [...new Set(searches.flat().map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const ids = [...new Set(extraIds)];
  const byTerm = new Map<number, ProductRow[]>();
  if (terms.length || ids.length) {
    const parts = [];
    if (terms.length) {
      parts.push(sql`select t.n as term, ${PRODUCT_COLUMNS}
        from unnest(${textArray(terms)}, ${textArray(terms.map(searchPattern))}) with ordinality as t(term_text, pattern, n)
        join products p on (lower(p.name) like t.pattern or p.generic_name = t.term_text)${inRegion(options.countryCode)}`);
    }
    if (ids.length) {
      parts.push(sql`select null::bigint, ${PRODUCT_COLUMNS}
        from products p where p.id = any(${uuidArray(ids)})`);
    }
    const res = await db.execute<ProductSqlRow>(sql.join(parts, sql` union all `));
    for (const r of res.rows) {
      const product = byId.get(r.product_id) ?? toProduct(r);
      byId.set(product.productId, product);
      if (r.term === null) continue;
      const n = Number(r.term) - 1;
      (byTerm.get(n) ?? byTerm.set(n, []).get(n)!).push(product);
    }
  }
  const termIndex = new Map(terms.map((t, i) => [t, i]));
  const bySearch = searches.map((ts) => {
    const seen = new Set<ProductRow>();
    for (const t of ts) for (const p of byTerm.get(termIndex.get(t.trim().toLowerCase()) ?? -1) ?? []) seen.add(p);
    return [...seen];
  });
  return { bySearch, byId };
}

export interface DataVersions {
  /** Moves whenever products are inserted, updated or deleted (null if unavailable). */
  catalogue: string | null;
  /** Moves whenever products are deleted (a deletion cannot be caught up with; it resets the memo). */
  catalogueDeletes: string | null;
  /** The newest products.updated_at, in ms (null for an empty catalogue or when unavailable). */
  catalogueNewest: number | null;
  /** Moves whenever prices were deleted (null if unavailable); written prices move store_price_versions. */
  prices: string | null;
}

/**
 * Version stamps for the comparison memos, one round trip. The newest products.updated_at and the
 * newest prices row (index-only maxima) move at once with every committed write; the table
 * statistics (published by PostgreSQL within about a second) also catch a slower transaction
 * committing an older stamp, and deletions.
 */
export async function loadDataVersions(db: Db): Promise<DataVersions> {
  try {
    // Written prices move each store's own stamp (store_price_versions, read by the offer memo);
    // this global part only has to catch deleted prices, which the price ledger counts over its
    // monthly partitions (decision 038; the prices table is the ledger's, decision 059).
    const res = await db.execute<{ newest: string | Date | null; counts: string | null; deletes: string | null; prices: string | null }>(sql`
      select (select max(updated_at) from products) as newest,
             max((s.n_tup_ins + s.n_tup_upd)::text) as counts,
             max(s.n_tup_del::text) as deletes,
             ${priceDeletionsStatSql()} as prices
      from pg_stat_user_tables s
      where s.relname = 'products'`);
    const row = res.rows[0];
    const newest = row?.newest ? new Date(row.newest).getTime() : null;
    const catalogue = row?.counts == null ? null : `${newest ?? "none"}/${row.counts}/${row.deletes ?? "?"}`;
    return { catalogue, catalogueDeletes: row?.deletes ?? null, catalogueNewest: newest, prices: row?.prices ?? null };
  } catch {
    return { catalogue: null, catalogueDeletes: null, catalogueNewest: null, prices: null };
  }
}

/** A product as the match memo's catch-up reads it: the row plus when it was last written. */
export interface ChangedProduct {
  product: ProductRow;
  updatedAt: number;
}

/** Products written at or after `since`, oldest first; at most `limit` rows. */
export async function loadChangedProducts(db: Db, since: Date, limit: number): Promise<ChangedProduct[]> {
  const res = await db.execute<ProductSqlRow & { updated_at: string | Date }>(sql`
    select null as term, ${PRODUCT_COLUMNS}, p.updated_at
    from products p where p.updated_at >= ${since.toISOString()}::timestamptz order by p.updated_at limit ${limit}`);
  return res.rows.map((r) => ({ product: toProduct(r), updatedAt: new Date(r.updated_at).getTime() }));
}

function toProduct(r: ProductSqlRow): ProductRow {
  return {
    key: r.product_id,
    productId: r.product_id,
    name: r.name,
    brand: r.brand,
    size: r.size,
    unitQuantity: Number(r.unit_quantity),
    unit: r.unit,
    category: r.category,
    genericName: r.generic_name,
    tags: r.tags ?? [],
    countries: r.countries ?? [],
  };
}

/** One page of the whole catalogue, by id (for the in-memory catalogue index). */
export async function loadProductPage(db: Db, afterId: string | null, limit: number): Promise<ProductRow[]> {
  const res = await db.execute<ProductSqlRow>(sql`
    select null as term, ${PRODUCT_COLUMNS}
    from products p where ${afterId === null ? sql`true` : sql`p.id > ${afterId}::uuid`} order by p.id limit ${limit}`);
  return res.rows.map(toProduct);
}
