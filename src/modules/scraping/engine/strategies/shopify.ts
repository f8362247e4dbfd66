import type { RawProduct } from "../normalise";
import { isObject, shopBase, sizeInTitle } from "./platform-common";

/**
 * Shopify kind: the storefront's public catalogue, GET /products.json?limit=N&page=P, shaped
 * {"products":[{"title","handle","vendor","variants":[{"id","title","price":"3.49","available",
 * "grams","compare_at_price"}]}]}. Each variant is one product ("Default Title" = the only one);
 * prices are decimal strings in the shop's currency.
 */

export const SHOPIFY_MAX_ITEMS_PER_PAGE = 250;

export function shopifyPageUrl(shopUrl: string, page: number, pageSize: number): string {
  return `${shopBase(shopUrl)}/products.json?limit=${pageSize}&page=${page}`;
}

/** Whether a JSON answer is a Shopify products.json (a products list whose items carry variants). */
export function isShopifyProducts(json: unknown): boolean {
  if (!isObject(json) || !Array.isArray(json.products)) return false;
  return json.products.every((p) => isObject(p) && Array.isArray(p.variants) && typeof p.title === "string");
}

export function extractShopifyProducts(json: unknown, shopUrl: string): { products: RawProduct[]; items: number } {
  if (!isObject(json) || !Array.isArray(json.products)) return { products: [], items: 0 };
  const base = shopBase(shopUrl);
  const out: RawProduct[] = [];
  const items = json.products.slice(0, SHOPIFY_MAX_ITEMS_PER_PAGE);
  for (const p of items) {
    if (!isObject(p) || typeof p.title !== "string") continue;
    const variants = Array.isArray(p.variants) ? p.variants.filter(isObject) : [];
    const handle = typeof p.handle === "string" ? encodeURIComponent(p.handle) : null;
    const productUrl = handle ? `${base}/products/${handle}` : null;
    for (const v of variants) {
      const variantTitle = typeof v.title === "string" && v.title.trim() && v.title !== "Default Title" ? v.title.trim() : null;
      const name = variantTitle ? `${p.title} - ${variantTitle}` : p.title;
      out.push({
        name,
        price: typeof v.price === "string" || typeof v.price === "number" ? v.price : null,
        brand: typeof p.vendor === "string" && p.vendor.trim() ? p.vendor : null,
        size: (variantTitle && sizeInTitle(variantTitle)) ?? sizeInTitle(p.title),
        // products.json carries `available` per variant; a shop that hides it is read as in stock.
        inStock: typeof v.available === "boolean" ? v.available : true,
        url: productUrl && variants.length > 1 && v.id !== undefined ? `${productUrl}?variant=${String(v.id)}` : productUrl,
      });
    }
  }
  return { products: out, items: items.length };
}
