import { demoItems, offerFor, type DemoItem, type DemoOffer, type PlatformShopKey } from "./catalogue";

/**
 * Three independent shops on e-commerce platforms, answering as those platforms' public endpoints
 * do (field names, types and pagination as Shopify and WooCommerce publish them), so "Add a shop
 * by its URL" works offline and in tests:
 * - /harbour-grocer/ : Shopify-like — GET /harbour-grocer/products.json?limit=N&page=P (prices as
 *   decimal strings, `available` per variant, products with several sizes as variants);
 * - /corner-deli/    : WooCommerce-like — GET /corner-deli/wp-json/wc/store/v1/products?page=P&per_page=N
 *   (prices as minor-unit strings with currency_minor_unit, X-WP-Total headers, HTML-escaped names);
 * - /green-market/   : a shop with schema.org JSON-LD product pages listed in /green-market/sitemap.xml
 *   (a sitemap index → products sitemap → /green-market/products/<handle>).
 */

export const PLATFORM_SHOP_PATHS: Record<PlatformShopKey, string> = {
  "harbour-grocer": "/harbour-grocer",
  "corner-deli": "/corner-deli",
  "green-market": "/green-market",
};

export interface DemoAnswer {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

const EPOCH = "2026-01-05T09:00:00+13:00";

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function offersOf(site: PlatformShopKey, date: Date): { item: DemoItem; offer: DemoOffer; n: number }[] {
  return demoItems(site).map(({ item, entry }, n) => ({ item, offer: offerFor(site, entry, date), n }));
}

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const n = Number(url.searchParams.get(name) ?? fallback);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function json(body: unknown, headers?: Record<string, string>): DemoAnswer {
  return { status: 200, type: "application/json; charset=utf-8", body: JSON.stringify(body), headers };
}

/* ---------- Shopify-like ---------- */

interface ShopifyGroup {
  title: string;
  vendor: string | null;
  category: string;
  members: { item: DemoItem; offer: DemoOffer; n: number }[];
}

function shopifyProducts(date: Date): ShopifyGroup[] {
  // Lines sold in several sizes become one product with a variant per size, as shops list them.
  const groups = new Map<string, ShopifyGroup>();
  for (const o of offersOf("harbour-grocer", date)) {
    const key = o.item.name;
    const g = groups.get(key) ?? { title: o.item.name, vendor: o.item.brand, category: o.item.category, members: [] };
    g.members.push(o);
    groups.set(key, g);
  }
  return [...groups.values()];
}

function shopifyProductJson(g: ShopifyGroup, index: number) {
  const productId = 7_400_000_000_000 + index * 1000;
  const single = g.members.length === 1;
  const title = single && g.members[0].item.size !== "per kg" ? `${g.title} ${g.members[0].item.size}` : g.title;
  const handle = slug(title);
  const variants = g.members.map(({ item, offer, n }, position) => ({
    id: 44_000_000_000_000 + n,
    title: single ? "Default Title" : item.size,
    option1: single ? "Default Title" : item.size,
    option2: null,
    option3: null,
    sku: item.key.toUpperCase(),
    requires_shipping: true,
    taxable: true,
    featured_image: null,
    available: offer.inStock,
    price: (offer.cents / 100).toFixed(2),
    grams: item.unit === "g" ? item.unitQuantity : item.unit === "ml" ? item.unitQuantity : 0,
    compare_at_price: offer.wasCents === null ? null : (offer.wasCents / 100).toFixed(2),
    position: position + 1,
    product_id: productId,
    created_at: EPOCH,
    updated_at: EPOCH,
  }));
  return {
    id: productId,
    title,
    handle,
    body_html: `<p>${esc(title)} from Harbour Grocer.</p>`,
    published_at: EPOCH,
    created_at: EPOCH,
    updated_at: EPOCH,
    vendor: g.vendor ?? "Harbour Grocer",
    product_type: g.category,
    tags: [g.category],
    variants,
    images: [],
    options: [{ name: single ? "Title" : "Size", position: 1, values: variants.map((v) => v.option1) }],
  };
}

function shopifyAnswer(url: URL, date: Date): DemoAnswer {
  // Shopify: limit defaults to 30, at most 250; pages past the end answer an empty list.
  const limit = intParam(url, "limit", 30, 250);
  const page = intParam(url, "page", 1, 10_000);
  const all = shopifyProducts(date).map((g, i) => shopifyProductJson(g, i));
  return json({ products: all.slice((page - 1) * limit, page * limit) });
}

function shopifyHome(): DemoAnswer {
  const body = `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><title>Harbour Grocer</title>
<script>window.Shopify = window.Shopify || {}; Shopify.shop = "harbour-grocer.myshopify.com"; Shopify.currency = {"active":"NZD","rate":"1.0"};</script>
</head><body><h1>Harbour Grocer</h1><p>Fresh local groceries. <a href="/harbour-grocer/collections/all">Shop all</a></p></body></html>`;
  return { status: 200, type: "text/html; charset=utf-8", body };
}

/* ---------- WooCommerce-like ---------- */

/** wptexturize: apostrophes become &#8217;, ampersands &amp;. */
function wooName(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&#8217;");
}

function wooAnswer(url: URL, base: string, date: Date): DemoAnswer {
  const perPage = intParam(url, "per_page", 10, 100);
  const page = intParam(url, "page", 1, 10_000);
  const all = offersOf("corner-deli", date);
  const products = all.slice((page - 1) * perPage, page * perPage).map(({ item, offer, n }) => {
    const name = item.size === "per kg" ? item.name : `${item.name} ${item.size}`;
    const id = 100 + n;
    const regular = offer.wasCents ?? offer.cents;
    return {
      id,
      name: wooName(name),
      slug: slug(name),
      parent: 0,
      type: "simple",
      variation: "",
      permalink: `${base}/corner-deli/product/${slug(name)}/`,
      sku: item.key.toUpperCase(),
      short_description: "",
      description: `<p>${esc(name)}</p>`,
      on_sale: offer.wasCents !== null,
      prices: {
        price: String(offer.cents),
        regular_price: String(regular),
        sale_price: String(offer.cents),
        price_range: null,
        currency_code: "NZD",
        currency_symbol: "$",
        currency_minor_unit: 2,
        currency_decimal_separator: ".",
        currency_thousand_separator: ",",
        currency_prefix: "$",
        currency_suffix: "",
      },
      price_html: `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${(offer.cents / 100).toFixed(2)}</bdi></span>`,
      average_rating: "0",
      review_count: 0,
      images: [],
      categories: [{ id: 15, name: item.category, slug: slug(item.category), link: `${base}/corner-deli/product-category/${slug(item.category)}/` }],
      tags: [],
      brands: item.brand ? [{ id: 30 + (n % 7), name: wooName(item.brand), slug: slug(item.brand), link: `${base}/corner-deli/brand/${slug(item.brand)}/` }] : [],
      attributes: [],
      variations: [],
      grouped_products: [],
      has_options: false,
      is_purchasable: true,
      is_in_stock: offer.inStock,
      is_on_backorder: false,
      low_stock_remaining: null,
      stock_availability: { text: offer.inStock ? "In stock" : "Out of stock", class: offer.inStock ? "in-stock" : "out-of-stock" },
      sold_individually: false,
      add_to_cart: { text: "Add to cart", description: `Add “${esc(name)}” to your cart`, url: `?add-to-cart=${id}`, single_text: "Add to cart", minimum: 1, maximum: 9999, multiple_of: 1 },
      extensions: {},
    };
  });
  const totalPages = Math.max(1, Math.ceil(all.length / perPage));
  return json(products, { "x-wp-total": String(all.length), "x-wp-totalpages": String(totalPages) });
}

/* ---------- JSON-LD + sitemap ---------- */

function greenMarketHandle(item: DemoItem): string {
  return slug(`${item.name} ${item.size === "per kg" ? "" : item.size}`);
}

function sitemapAnswer(path: string, base: string, date: Date): DemoAnswer | null {
  const xml = (body: string): DemoAnswer => ({ status: 200, type: "application/xml; charset=utf-8", body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` });
  const root = `${base}/green-market`;
  if (path === "/green-market/sitemap.xml") {
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${root}/sitemap_pages_1.xml</loc></sitemap>
  <sitemap><loc>${root}/sitemap_products_1.xml</loc></sitemap>
</sitemapindex>`);
  }
  if (path === "/green-market/sitemap_pages_1.xml") {
    return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${root}/</loc></url><url><loc>${root}/pages/about</loc></url></urlset>`);
  }
  if (path === "/green-market/sitemap_products_1.xml") {
    const urls = offersOf("green-market", date)
      .map(({ item }) => `  <url><loc>${root}/products/${greenMarketHandle(item)}</loc><lastmod>2026-01-05</lastmod><changefreq>daily</changefreq></url>`)
      .join("\n");
    return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
  }
  return null;
}

function productPageAnswer(handle: string, base: string, date: Date): DemoAnswer | null {
  const found = offersOf("green-market", date).find(({ item }) => greenMarketHandle(item) === handle);
  if (!found) return null;
  const { item, offer } = found;
  const name = item.size === "per kg" ? item.name : `${item.name} ${item.size}`;
  const ld = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    ...(item.brand ? { brand: { "@type": "Brand", name: item.brand } } : {}),
    sku: item.key,
    url: `${base}/green-market/products/${handle}`,
    offers: {
      "@type": "Offer",
      price: (offer.cents / 100).toFixed(2),
      priceCurrency: "NZD",
      availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${base}/green-market/products/${handle}`,
    },
  };
  const body = `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><title>${esc(name)} – Green Market</title>
<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, "\\u003c")}</script></head>
<body><h1>${esc(name)}</h1><p class="price">$${(offer.cents / 100).toFixed(2)}</p></body></html>`;
  return { status: 200, type: "text/html; charset=utf-8", body };
}

/** The answer for a platform shop's path, or null when the path is not one of theirs. */
export function platformShopAnswer(url: URL, base: string, date: Date): DemoAnswer | null {
  const path = url.pathname;
  if (path === "/harbour-grocer/products.json") return shopifyAnswer(url, date);
  if (path === "/harbour-grocer" || path === "/harbour-grocer/") return shopifyHome();
  if (path === "/corner-deli/wp-json/wc/store/v1/products") return wooAnswer(url, base, date);
  if (path === "/corner-deli" || path === "/corner-deli/") {
    return { status: 200, type: "text/html; charset=utf-8", body: `<!doctype html><html><head><meta charset="utf-8"><title>Corner Deli</title><link rel="https://api.w.org/" href="${base}/corner-deli/wp-json/"></head><body><h1>Corner Deli</h1></body></html>` };
  }
  if (path.startsWith("/green-market/sitemap")) return sitemapAnswer(path, base, date);
  const product = /^\/green-market\/products\/([a-z0-9-]+)$/.exec(path);
  if (product) return productPageAnswer(product[1], base, date);
  if (path === "/green-market" || path === "/green-market/") {
    return { status: 200, type: "text/html; charset=utf-8", body: `<!doctype html><html><head><meta charset="utf-8"><title>Green Market</title></head><body><h1>Green Market</h1><p>Organic produce.</p></body></html>` };
  }
  return null;
}
