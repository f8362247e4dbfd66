/**
 * Attribute names as retailers write them: "Sale Price", " sale_price ", "g:sale_price",
 * "salePrice" (Content API JSON), "SALE-PRICE" all mean `sale_price`. A few long-standing aliases
 * (Google's old local-inventory "itemid", "offer_id", "ean"/"upc") map onto the canonical names.
 */

const ALIASES: Record<string, string> = {
  itemid: "id",
  item_id: "id",
  offer_id: "id",
  sku: "id",
  store: "store_code",
  storecode: "store_code",
  store_id: "store_code",
  ean: "gtin",
  upc: "gtin",
  barcode: "gtin",
  gtin13: "gtin",
  gtin12: "gtin",
  gtin14: "gtin",
  gtin8: "gtin",
  gtins: "gtin",
  name: "title",
  sale_price_effective_dates: "sale_price_effective_date",
  unit_price_measure: "unit_pricing_measure",
  unit_price_base_measure: "unit_pricing_base_measure",
  member_prices: "member_price",
  club_price: "member_price",
  loyalty_price: "member_price",
  multibuy_qty: "multibuy_quantity",
};

const cache = new Map<string, string>();

/** The canonical snake_case attribute name of a header or XML/JSON key (memoised: feeds repeat them). */
export function canonicalAttributeName(raw: string): string {
  let name = cache.get(raw);
  if (name === undefined) {
    if (cache.size > 5_000) cache.clear();
    name = computeName(raw);
    cache.set(raw, name);
  }
  return name;
}

function computeName(raw: string): string {
  const key = raw
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/^[a-z][\w-]*:/i, "") // namespace prefix (g:, c:, …)
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2") // salePrice → sale_Price
    .toLowerCase()
    .replace(/[\s-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  return ALIASES[key] ?? key;
}
