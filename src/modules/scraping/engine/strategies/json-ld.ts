import "server-only";
import type { CheerioAPI } from "cheerio";
import type { AnyNode } from "domhandler";
import type { Cheerio } from "cheerio";
import { absoluteUrl, elementText, fragmentText } from "../html-text";
import type { RawProduct } from "../normalise";

/**
 * HTML kind, json_ld strategy: schema.org Product data embedded in the page — JSON-LD scripts
 * (Product, ItemList/ListItem, @graph, Offer/AggregateOffer, UnitPriceSpecification, strikethrough
 * list prices) and, when a page has none, microdata (itemscope/itemprop).
 */

const MAX_DEPTH = 12;
const MAX_PRODUCTS = 5_000;

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function types(node: Json): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === "string").map((x) => x.replace(/^https?:\/\/schema\.org\//, ""));
}

function str(v: unknown): string | null {
  // Sites often HTML-escape text inside JSON-LD ("Whittaker&#39;s").
  if (typeof v === "string") return /[&<]/.test(v) ? fragmentText(v) : v;
  if (typeof v === "number") return String(v);
  if (isObject(v) && typeof v.name === "string") return v.name;
  if (Array.isArray(v)) return str(v[0]);
  return null;
}

function quantityText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (isObject(v) && (typeof v.value === "number" || typeof v.value === "string")) {
    const unit = typeof v.unitText === "string" ? v.unitText : typeof v.unitCode === "string" ? UNIT_CODES[v.unitCode] ?? v.unitCode : "";
    return `${v.value}${unit}`;
  }
  return null;
}

/** UN/CEFACT codes schema.org uses in unitCode. */
const UNIT_CODES: Record<string, string> = { KGM: "kg", GRM: "g", LTR: "L", MLT: "ml", H87: "each", C62: "each", LBR: "lb", ONZ: "oz" };

const PRICE_TYPE_OLD = /StrikethroughPrice|ListPrice|MSRP|SRP/i;
const PRICE_TYPE_MEMBER = /Member|Club|Loyalty/i;

function offerList(offers: unknown): Json[] {
  if (Array.isArray(offers)) return offers.filter(isObject);
  return isObject(offers) ? [offers] : [];
}

function fromProduct(p: Json, pageUrl: string): RawProduct {
  let price: unknown;
  let memberPrice: unknown;
  let unitPrice: unknown;
  let unitType: unknown;
  let inStock: unknown;
  let wasPrice: unknown;
  let saleEndsAt: unknown;
  for (const offer of offerList(p.offers)) {
    if (offer.availability !== undefined && inStock === undefined) inStock = str(offer.availability);
    // schema.org's own "until when this price holds" (an Offer's priceValidUntil, a spec's validThrough).
    saleEndsAt ??= str(offer.priceValidUntil) ?? undefined;
    const specs = offerList(offer.priceSpecification);
    for (const spec of specs) {
      const type = `${str(spec.priceType) ?? ""} ${str(spec.validForMemberTier) ? "Member" : ""}`;
      const value = spec.price ?? spec.minPrice;
      if (PRICE_TYPE_MEMBER.test(type)) memberPrice ??= value;
      // The "was" price of a was/now special: kept, never read as the price.
      else if (PRICE_TYPE_OLD.test(type)) wasPrice ??= value;
      else if (isObject(spec.referenceQuantity) || types(spec).includes("UnitPriceSpecification") && spec.referenceQuantity) {
        unitPrice ??= value;
        unitType ??= quantityText(spec.referenceQuantity);
      } else {
        price ??= value;
        saleEndsAt ??= str(spec.validThrough) ?? undefined;
      }
    }
    const direct = offer.price ?? offer.lowPrice;
    const isMemberOffer = str(offer.validForMemberTier) !== null || PRICE_TYPE_MEMBER.test(str(offer.category) ?? "");
    if (direct !== undefined) {
      if (isMemberOffer) memberPrice ??= direct;
      else price = direct;
    }
  }
  if (price === undefined && memberPrice === undefined) price = p.price;
  return {
    name: str(p.name),
    price: typeof price === "string" || typeof price === "number" ? price : null,
    brand: str(p.brand),
    size: quantityText(p.size) ?? quantityText(p.weight) ?? null,
    inStock,
    url: absoluteUrl(str(p.url) ?? str(offerList(p.offers)[0]?.url), pageUrl),
    unitPrice: typeof unitPrice === "number" || typeof unitPrice === "string" ? unitPrice : undefined,
    unitType: unitType ?? undefined,
    memberPrice: typeof memberPrice === "string" || typeof memberPrice === "number" ? memberPrice : undefined,
    wasPrice: typeof wasPrice === "string" || typeof wasPrice === "number" ? wasPrice : undefined,
    saleEndsAt,
  };
}

function walk(node: unknown, depth: number, pageUrl: string, out: RawProduct[]): void {
  if (depth > MAX_DEPTH || out.length >= MAX_PRODUCTS) return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, depth + 1, pageUrl, out);
    return;
  }
  if (!isObject(node)) return;
  const t = types(node);
  if (t.includes("Product") || t.includes("IndividualProduct") || t.includes("ProductModel")) {
    out.push(fromProduct(node, pageUrl));
    return;
  }
  if (t.includes("ListItem") && node.item !== undefined) return walk(node.item, depth + 1, pageUrl, out);
  for (const key of ["@graph", "itemListElement", "mainEntity", "hasPart", "about"]) {
    if (node[key] !== undefined) walk(node[key], depth + 1, pageUrl, out);
  }
}

function microdataValue(el: Cheerio<AnyNode>): string {
  return el.attr("content") ?? el.attr("href") ?? el.attr("value") ?? elementText(el, { dropStruck: true });
}

function fromMicrodata($: CheerioAPI, pageUrl: string): RawProduct[] {
  const out: RawProduct[] = [];
  $('[itemscope][itemtype*="schema.org/Product"]').slice(0, MAX_PRODUCTS).each((_, node) => {
    const scope = $(node);
    // Only this product's own properties, not those of a product nested inside it.
    const prop = (name: string) =>
      scope.find(`[itemprop="${name}"]`).filter((__, el) => $(el).parents("[itemscope]").first().is(scope) || $(el).parents('[itemtype*="Offer"]').first().parents("[itemscope]").first().is(scope)).first();
    const get = (name: string) => {
      const el = prop(name);
      return el.length ? microdataValue(el) : null;
    };
    const brandEl = prop("brand");
    const brand = brandEl.length ? (brandEl.find('[itemprop="name"]').first().text() || microdataValue(brandEl)) : null;
    out.push({
      name: get("name"),
      price: get("price") ?? get("lowPrice"),
      brand,
      size: get("size") ?? get("weight"),
      inStock: get("availability") ?? undefined,
      url: absoluteUrl(get("url"), pageUrl),
    });
  });
  return out;
}

export function extractJsonLd($: CheerioAPI, pageUrl: string): { products: RawProduct[]; invalidBlocks: number } {
  const products: RawProduct[] = [];
  let invalidBlocks = 0;
  $('script[type="application/ld+json"]').each((_, el) => {
    const raw = $(el).text();
    try {
      walk(JSON.parse(raw), 0, pageUrl, products);
    } catch {
      invalidBlocks++;
    }
  });
  if (products.length === 0) products.push(...fromMicrodata($, pageUrl));
  return { products, invalidBlocks };
}
