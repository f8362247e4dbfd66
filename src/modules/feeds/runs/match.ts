import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { textArray } from "@/server/db/sql-arrays";
import { storedBarcodeForms } from "@/modules/barcodes/engine";
import { productIdsByBarcodes, productsWithSimilarName, type SimilarProduct } from "@/modules/catalog";
import { analyseProduct, normaliseText, parseListItem, parseSize, scoreCandidate, similarity } from "@/modules/catalog/engine";
import { measureToPack, samePack, type PackSize } from "../engine/publish-rules";
import type { FeedRow } from "../engine/types";
import { type RetailerRef } from "@/modules/retailers/shared";

/** How a row found its catalogue product: GTIN, the retailer's earlier publish of the same id, the name matcher, or none (a new product, flagged for review). */
export type MatchedBy = "gtin" | "item" | "name" | "new" | "none";

export interface RowMatch {
  productId: string | null;
  matchedBy: MatchedBy;
  /** Why the row was not merged into a catalogue product (shown on the row and to reviewers). */
  note: string | null;
  pack: PackSize | null;
}

/** Below this trigram similarity between the row's words and a product's, the name matcher does not merge. */
export const NAME_MIN_SIMILARITY = 0.6;
/** How many of the most similar catalogue names the name matcher scores. */
const NAME_CANDIDATES = 40;

type Candidate = SimilarProduct;

/** The row's pack: the size in its title, else its unit_pricing_measure. Unknown: null (never auto-merged). */
export function packOfRow(row: Pick<FeedRow, "title" | "unitPricingMeasure">): PackSize | null {
  const fromTitle = row.title ? (normaliseText(row.title).size ?? parseSize(row.title)) : undefined;
  if (fromTitle && fromTitle.quantity > 0) return { quantity: fromTitle.quantity, unit: fromTitle.unit };
  return measureToPack(row.unitPricingMeasure);
}

function packOfProduct(c: Candidate): PackSize | null {
  const a = analyseProduct({ key: c.id, name: c.name, brand: c.brand, size: c.size, unitQuantity: c.unit_quantity, unit: c.unit, category: c.category, tags: c.tags });
  // A catalogue product with no size anywhere (name, size, or a pack other than the default 1 each) is of unknown size.
  const printed = parseSize(c.size) ?? normaliseText(c.name).size;
  if (!printed && c.unit === "each" && c.unit_quantity === 1) return null;
  return a.unit && a.unitQuantity ? { quantity: a.unitQuantity, unit: a.unit } : { quantity: c.unit_quantity, unit: c.unit };
}

function describePack(p: PackSize): string {
  return p.unit === "each" ? `${p.quantity} ct` : `${p.quantity} ${p.unit}`;
}

async function nameMatch(db: Db, row: FeedRow, pack: PackSize | null): Promise<RowMatch> {
  const title = row.title ?? "";
  if (!pack) return { productId: null, matchedBy: "new", note: "size unknown (none in the title or unit_pricing_measure): never merged with a catalogue product", pack };
  const res = { rows: await productsWithSimilarName(db, title, NAME_CANDIDATES) };
  // The title is the query; the brand is a gate of its own: a branded catalogue product must carry
  // the row's brand, an unbranded one (a butcher-counter line) may be any shop's.
  const query = parseListItem(title);
  const rowBrand = row.brand ? normaliseText(row.brand).tokens.join(" ") : "";
  const label = query.tokens.join(" ");
  let best: { c: Candidate; score: number } | null = null;
  let sizeMismatch: PackSize | null = null;
  for (const c of res.rows) {
    const verdict = scoreCandidate(query, { key: c.id, name: c.name, brand: c.brand, size: c.size, unitQuantity: c.unit_quantity, unit: c.unit, category: c.category, tags: c.tags });
    if (!verdict.acceptable) continue;
    if (c.brand && rowBrand) {
      const theirBrand = normaliseText(c.brand).tokens.join(" ");
      if (theirBrand && theirBrand !== rowBrand && !rowBrand.includes(theirBrand) && !theirBrand.includes(rowBrand)) continue;
    }
    const a = analyseProduct({ key: c.id, name: c.name, brand: c.brand, size: c.size, unitQuantity: c.unit_quantity, unit: c.unit, category: c.category, tags: c.tags });
    const sim = similarity(label, [...a.brand, ...a.label].join(" "));
    if (sim < NAME_MIN_SIMILARITY) continue;
    const theirs = packOfProduct(c);
    if (!theirs || !samePack(pack, theirs)) {
      sizeMismatch ??= theirs;
      continue;
    }
    const score = sim + verdict.score * 0.1;
    if (!best || score > best.score) best = { c, score };
  }
  if (best) return { productId: best.c.id, matchedBy: "name", note: null, pack };
  const note = sizeMismatch
    ? `the catalogue's "${res.rows.find((c) => packOfProduct(c) === sizeMismatch)?.name ?? "match"}" is another size (${describePack(sizeMismatch)} vs ${describePack(pack)}): not merged`
    : "no catalogue product matched by GTIN or name";
  return { productId: null, matchedBy: "new", note, pack };
}

/**
 * Matches feed rows to catalogue products: GTIN first (the barcode forms the catalogue stores),
 * then the retailer's own earlier publish of the same item id, then the catalogue name matcher
 * with the pack size as a hard gate. Local inventory rows (no title) match by GTIN or item id only.
 */
export async function matchRows(db: Db, retailer: RetailerRef, rows: FeedRow[]): Promise<RowMatch[]> {
  const forms = new Map<string, string[]>();
  for (const r of rows) if (r.gtin) forms.set(r.gtin, storedBarcodeForms(r.gtin));
  const allForms = [...new Set([...forms.values()].flat())];
  const byBarcode = await productIdsByBarcodes(db, allForms);
  const ids = [...new Set(rows.map((r) => r.id).filter((x): x is string => !!x))];
  const byItem = new Map<string, string>();
  if (ids.length) {
    const res = await db.execute<{ item_id: string; product_id: string }>(sql`
      select item_id, product_id from feed_item_products where retailer_id = ${retailer.id}::uuid and item_id = any(${textArray(ids)})`);
    for (const r of res.rows) byItem.set(r.item_id, r.product_id);
  }
  const out: RowMatch[] = [];
  const byTitle = new Map<string, RowMatch>();
  for (const row of rows) {
    const pack = packOfRow(row);
    const gtinHit = row.gtin ? (forms.get(row.gtin) ?? []).map((f) => byBarcode.get(f)).find(Boolean) : undefined;
    if (gtinHit) {
      out.push({ productId: gtinHit, matchedBy: "gtin", note: null, pack });
      continue;
    }
    const itemHit = row.id ? byItem.get(row.id) : undefined;
    if (itemHit) {
      out.push({ productId: itemHit, matchedBy: "item", note: null, pack });
      continue;
    }
    if (!row.title) {
      out.push({ productId: null, matchedBy: "none", note: `id "${row.id}" is not in a published product feed (and no catalogue GTIN): publish the product feed first`, pack });
      continue;
    }
    const key = `${row.title}\u0000${row.brand ?? ""}\u0000${pack ? describePack(pack) : ""}`;
    let m = byTitle.get(key);
    if (!m) byTitle.set(key, (m = await nameMatch(db, row, pack)));
    out.push(m);
  }
  return out;
}
