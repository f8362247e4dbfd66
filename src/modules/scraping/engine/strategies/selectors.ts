import "server-only";
import type { CheerioAPI } from "cheerio";
import type { HtmlScraperConfig } from "../config";
import { absoluteUrl, elementText } from "../html-text";
import type { RawProduct } from "../normalise";

/** HTML kind, selectors strategy: one `item` element per product, fields found inside it with cheerio. */

const MAX_ITEMS_PER_PAGE = 5_000;

export function extractWithSelectors($: CheerioAPI, pageUrl: string, config: HtmlScraperConfig): RawProduct[] {
  const s = config.selectors;
  if (!s) return [];
  const out: RawProduct[] = [];
  $(s.item)
    .slice(0, MAX_ITEMS_PER_PAGE)
    .each((_, node) => {
      const item = $(node);
      const pick = (selector: string | undefined) => (selector ? item.find(selector).first() : null);
      const plain = (selector: string | undefined) => {
        const el = pick(selector);
        return el && el.length ? elementText(el) : null;
      };
      const priceEl = pick(s.price);
      const price = priceEl && priceEl.length ? elementText(priceEl, { dropStruck: true, dropMember: !config.use_member_price }) : null;
      const urlEl = pick(s.url);
      const href = urlEl && urlEl.length ? (urlEl.attr("href") ?? urlEl.find("a[href]").first().attr("href")) : item.find("a[href]").first().attr("href");
      let inStock: unknown = undefined;
      if (s.out_of_stock) inStock = item.find(s.out_of_stock).length > 0 ? false : true;
      else if (s.in_stock) {
        const el = item.find(s.in_stock).first();
        inStock = el.length ? (el.attr("content") ?? el.attr("data-available") ?? elementText(el)) : undefined;
      }
      out.push({
        name: plain(s.name),
        price,
        brand: plain(s.brand),
        size: plain(s.size),
        inStock,
        url: absoluteUrl(href, pageUrl),
        unitPrice: plain(s.unit_price) ?? undefined,
        memberPrice: config.use_member_price ? (plain(s.member_price) ?? undefined) : undefined,
      });
    });
  return out;
}

/** The next listing page, from the config's `next_page` selector (an <a href> or an element holding one). */
export function nextPageUrl($: CheerioAPI, pageUrl: string, selector: string | undefined): string | null {
  if (!selector) return null;
  const el = $(selector).first();
  if (!el.length) return null;
  return absoluteUrl(el.attr("href") ?? el.find("a[href]").first().attr("href"), pageUrl);
}
