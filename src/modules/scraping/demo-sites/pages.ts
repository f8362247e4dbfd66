import { demoItems, dollars, offerFor, shelfUnitPrice, type DemoItem, type DemoOffer, type DemoSiteKey } from "./catalogue";

/**
 * The four demo store sites, each printing prices the way its real-world kind does:
 * - countdown: a JSON product API, paginated (?page=N&size=24), numbers for prices;
 * - new-world: HTML listing with schema.org JSON-LD (ItemList → Product → Offer, unit price and
 *   strikethrough specifications, a member-tier offer), rel=next pagination;
 * - paknsave: HTML product cards read by CSS selectors, with every shelf-label price form: split
 *   cents (<sup>), was/now struck through, "2 for $5.00", entities and NBSP, "99c", a unit price
 *   beside the price, club prices, out-of-stock badges, a sponsored repeat of a product on each page
 *   and a card without a price;
 * - butcher: one plain HTML list read by a pattern, per-kg prices ("$12.99 / kg") and packs.
 */

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function pageOf<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

function offers(site: DemoSiteKey, date: Date): { item: DemoItem; offer: DemoOffer }[] {
  return demoItems(site).map(({ item, entry }) => ({ item, offer: offerFor(site, entry, date) }));
}

function layout(title: string, body: string, head = ""): string {
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><title>${esc(title)}</title>${head}</head>
<body>${body}</body></html>`;
}

export function countdownApi(date: Date, page: number, size: number): unknown {
  const safeSize = Math.min(Math.max(size, 1), 48);
  const products = pageOf(offers("countdown", date), page, safeSize).map(({ item, offer }) => {
    const unit = shelfUnitPrice(item, offer.cents);
    return {
      sku: item.key,
      title: item.name,
      brand: item.brand,
      pack_size: item.size,
      price: { now: offer.cents / 100, was: offer.wasCents === null ? null : offer.wasCents / 100, club: offer.memberCents === null ? null : offer.memberCents / 100 },
      unit_price: item.soldByWeight ? { amount: offer.cents / 100, per: "1kg" } : unit ? { amount: unit.cents / 100, per: unit.per } : null,
      available: offer.inStock,
      url: `/countdown/product/${item.key}`,
    };
  });
  return { data: { products }, page, size: safeSize, total: demoItems("countdown").length };
}

const NEW_WORLD_PAGE = 20;

const UNIT_CODES: Record<string, { value: number; unitCode: string }> = {
  "1kg": { value: 1, unitCode: "KGM" },
  "100g": { value: 100, unitCode: "GRM" },
  "1L": { value: 1, unitCode: "LTR" },
  "100ml": { value: 100, unitCode: "MLT" },
  "1ea": { value: 1, unitCode: "H87" },
};

export function newWorldPage(base: string, date: Date, page: number): string | null {
  const all = offers("new-world", date);
  const rows = pageOf(all, page, NEW_WORLD_PAGE);
  if (rows.length === 0) return null;
  const products = rows.map(({ item, offer }) => {
    const unit = item.soldByWeight ? { cents: offer.cents, per: "1kg" as const } : shelfUnitPrice(item, offer.cents);
    const specs: unknown[] = [];
    if (unit) specs.push({ "@type": "UnitPriceSpecification", price: unit.cents / 100, priceCurrency: "NZD", referenceQuantity: { "@type": "QuantitativeValue", ...UNIT_CODES[unit.per] } });
    if (offer.wasCents !== null) specs.push({ "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: dollars(offer.wasCents), priceCurrency: "NZD" });
    const main = {
      "@type": "Offer",
      price: dollars(offer.cents),
      priceCurrency: "NZD",
      availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      ...(specs.length ? { priceSpecification: specs } : {}),
    };
    const member = offer.memberCents === null ? [] : [{ "@type": "Offer", price: dollars(offer.memberCents), priceCurrency: "NZD", validForMemberTier: { "@type": "MemberProgramTier", name: "Clubcard" } }];
    return {
      "@type": "Product",
      name: item.name,
      ...(item.brand ? { brand: { "@type": "Brand", name: item.brand } } : {}),
      size: item.size,
      url: `${base}/new-world/product/${item.key}`,
      offers: member.length ? [main, ...member] : main,
    };
  });
  const ld = { "@context": "https://schema.org", "@type": "ItemList", itemListElement: products.map((item, i) => ({ "@type": "ListItem", position: i + 1, item })) };
  const cards = rows
    .map(
      ({ item, offer }) => `<article class="tile"><h2>${esc(item.name)}</h2><p class="size">${esc(item.size)}</p>
<p class="price">${offer.wasCents !== null ? `<s>$${dollars(offer.wasCents)}</s> ` : ""}$${dollars(offer.cents)}${item.soldByWeight ? " /kg" : ""}</p>
${offer.memberCents !== null ? `<p class="clubcard">Clubcard $${dollars(offer.memberCents)}</p>` : ""}${offer.inStock ? "" : `<p class="oos">Out of stock</p>`}</article>`,
    )
    .join("\n");
  const hasNext = page * NEW_WORLD_PAGE < all.length;
  const nav = `<nav>${page > 1 ? `<a rel="prev" href="/new-world/shop/groceries?page=${page - 1}">Previous</a>` : ""}${hasNext ? ` <a rel="next" href="/new-world/shop/groceries?page=${page + 1}">Next</a>` : ""}</nav>`;
  // "<" inside JSON-LD is escaped so no product name can close the script element.
  const script = `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, "\\u003c")}</script>`;
  return layout(`New World — Groceries, page ${page}`, `<h1>Groceries</h1><main>${cards}</main>${nav}`, script);
}

const PAKNSAVE_PAGE = 11;

function paknsavePrice(item: DemoItem, offer: DemoOffer, form: number): string {
  const d = dollars(offer.cents);
  const [whole, cents] = d.split(".");
  if (item.soldByWeight) return `$${d} / kg`;
  if (offer.wasCents !== null) return `<del class="price-was">$${dollars(offer.wasCents)}</del> <span class="price-now">$${d}</span>`;
  if (offer.memberCents !== null) return `<span class="price-now">$${d}</span> <span class="club-price">Club price $${dollars(offer.memberCents)}</span>`;
  const unit = shelfUnitPrice(item, offer.cents);
  switch (form % 7) {
    case 0:
      return offer.cents >= 100 ? `<span class="dollars">$${whole}</span><sup>${cents}</sup>` : `${offer.cents}c`;
    case 1:
      return `2 for $${dollars(offer.cents * 2)}`;
    case 2:
      return `&#36;${whole}&#46;${cents}`;
    case 3:
      return `$&nbsp;${d}`;
    case 4:
      return offer.cents < 100 ? `${offer.cents}c` : `$${d} ea`;
    case 5:
      return unit ? `$${d} <small class="unit">$${dollars(unit.cents)} / ${unit.per.replace(/^1/, "")}</small>` : `$${d}`;
    default:
      return `$${d}`;
  }
}

function paknsaveCard(item: DemoItem, offer: DemoOffer, form: number, sponsored: boolean): string {
  const href = `/paknsave/product/${item.key}${sponsored ? "?sponsored=1" : ""}`;
  return `<div class="product-card${sponsored ? " product-card--sponsored" : ""}">
  ${sponsored ? `<span class="product-card__sponsored">Sponsored</span>` : ""}
  <a class="product-card__link" href="${href}"><span class="product-card__name">${esc(item.name)}</span></a>
  ${item.brand ? `<span class="product-card__brand">${esc(item.brand)}</span>` : ""}
  <span class="product-card__size">${esc(item.size)}</span>
  <div class="product-card__price">${paknsavePrice(item, offer, form)}</div>
  ${offer.inStock ? `<button>Add to trolley</button>` : `<span class="product-card__badge product-card__badge--oos">Out of stock</span>`}
</div>`;
}

export function paknsavePage(date: Date, page: number): string | null {
  const all = offers("paknsave", date);
  const rows = pageOf(all, page, PAKNSAVE_PAGE);
  if (rows.length === 0) return null;
  const start = (page - 1) * PAKNSAVE_PAGE;
  const cards = rows.map(({ item, offer }, i) => paknsaveCard(item, offer, start + i, false));
  // A sponsored repeat of a product further down the page, and a card with no price to show.
  const promoted = rows[Math.min(3, rows.length - 1)];
  cards.unshift(paknsaveCard(promoted.item, promoted.offer, start + Math.min(3, rows.length - 1), true));
  cards.push(`<div class="product-card"><a class="product-card__link" href="/paknsave/gift-card"><span class="product-card__name">Pak'nSave Gift Card</span></a><div class="product-card__price">Choose an amount</div></div>`);
  const hasNext = page * PAKNSAVE_PAGE < all.length;
  const nav = `<nav class="pagination">${hasNext ? `<a class="next" href="/paknsave/shop?page=${page + 1}">Next page</a>` : ""}</nav>`;
  return layout(`PAK'nSAVE — Shop, page ${page}`, `<h1>Shop</h1><section class="grid">${cards.join("\n")}</section>${nav}`);
}

export function butcherPage(date: Date): string {
  const rows = offers("butcher", date)
    .map(({ item, offer }) => {
      const price = item.soldByWeight ? `$${dollars(offer.cents)}&nbsp;/&nbsp;kg` : `$${dollars(offer.cents)} each`;
      return `<li class="cut${item.soldByWeight ? " cut--weighed" : ""}">
  <a href="/butcher/cuts/${item.key}">
    <h3 class="cut-name">${esc(item.name)}</h3>
  </a>
  <p class="cut-size">${esc(item.soldByWeight ? "per kg" : item.size)}</p>
  <p class="cut-price">${price}</p>
  <p class="stock">${offer.inStock ? "In stock" : "Sold out"}</p>
</li>`;
    })
    .join("\n");
  return layout("The Local Butcher — Today's cuts", `<h1>Today's cuts</h1><p>Cut to order &amp; weighed at the counter.</p><ul class="cuts">${rows}</ul>`);
}

export const ROBOTS_TXT = `# Demo store sites (Cartwise)
User-agent: *
Disallow: /paknsave/trolley
Disallow: /new-world/account/
Disallow: /private/

User-agent: BlockedBot
Disallow: /
`;
