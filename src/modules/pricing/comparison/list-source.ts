import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { findNewestOwnListNamed, findReadableList, listItemsWithLocks, loadExclusions } from "@/modules/lists";
import { DEMO_LISTS } from "@/server/seed/generate/retail-demo";

export const DEMO_LIST_NAME = "Weekly Basics";

export interface CompareListItem {
  id: string;
  name: string;
  quantity: number;
  locks: { productId: string | null; brand: string | null; storeId: string | null };
  /** The substitute chosen for the line (decision 054), priced instead of the line's words. */
  substituteProductId?: string | null;
  /** Products the shopper said "Not this product" to on this line (decision 058): never picked for it. */
  excluded?: { productId: string; name: string }[];
}

export interface CompareListSource {
  /** null for the built-in sample items. */
  listId: string | null;
  name: string;
  kind: "list" | "demo-list" | "sample";
  items: CompareListItem[];
}

/** A list the actor owns or shares (issue 16), with its items and locks; null when missing or neither. */
export async function loadOwnList(db: Db, actor: Pick<Actor, "userId">, listId: string): Promise<CompareListSource | null> {
  const list = await findReadableList(db, actor, listId);
  if (!list) return null;
  return { listId: list.id, name: list.name, kind: "list", items: await loadItems(db, list.id) };
}

/**
 * What /cheapest-list (no id) and /compare show: the actor's own "Weekly Basics" list when they
 * have one (the newest, if several), otherwise the built-in sample items of that list.
 */
export async function loadDemoListSource(db: Db, actor: Pick<Actor, "userId">): Promise<CompareListSource> {
  const list = await findNewestOwnListNamed(db, actor, DEMO_LIST_NAME);
  if (list) return { listId: list.id, name: list.name, kind: "demo-list", items: await loadItems(db, list.id) };
  return { listId: null, name: DEMO_LIST_NAME, kind: "sample", items: sampleItems() };
}

export function sampleItems(): CompareListItem[] {
  const basics = DEMO_LISTS.find((l) => l.name === DEMO_LIST_NAME)?.items ?? [];
  return basics.map((item, i) => ({ id: `sample-${i + 1}`, name: item.name, quantity: item.quantity, locks: { productId: null, brand: null, storeId: null } }));
}

async function loadItems(db: Db, listId: string): Promise<CompareListItem[]> {
  const rows = await listItemsWithLocks(db, listId);
  const excluded = await loadExclusions(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id, name: r.name, quantity: r.quantity, locks: { productId: r.productId, brand: r.brand, storeId: r.storeId }, substituteProductId: r.substituteProductId,
    excluded: excluded.get(r.id) ?? [],
  }));
}
