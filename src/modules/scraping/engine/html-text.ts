import "server-only";
import { load, type Cheerio, type CheerioAPI } from "cheerio";
import { load as loadFragment } from "cheerio/slim";
import type { AnyNode, Element } from "domhandler";
import { cleanText } from "./price";

/**
 * Text of an element the way a shopper reads it, for price reading:
 * - struck-through prices (<del>, <s>, <strike>, line-through styles, "was"/"old" classes) are left out,
 * - member/club price elements are left out unless the store's config opts in,
 * - prices split across elements ("<span>$3</span><sup>49</sup>", a "cents" span) are joined as $3.49,
 * - block elements and <br> separate words; entities are decoded by the parser.
 */

const BLOCK = new Set(["div", "p", "li", "ul", "ol", "br", "tr", "td", "th", "section", "article", "header", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "dd", "dt"]);
const STRUCK_TAGS = new Set(["del", "s", "strike"]);
const STRUCK_CLASS = /(?:^|[\s_-])(?:was|old|orig|original|rrp|strike|struck|strikethrough|regular-price|price-was|was-price|list-price)(?:$|[\s_-])/i;
const MEMBER_CLASS = /(?:^|[\s_-])(?:member|members|club|clubcard|loyalty|onecard)(?:$|[\s_-])/i;
const CENTS_CLASS = /(?:^|[\s_-])(?:cents?|decimals?|price-cents)(?:$|[\s_-])/i;
const SKIP_TAGS = new Set(["script", "style", "noscript", "template"]);

export interface TextOptions {
  /** Drop struck-through/was elements (price reading). */
  dropStruck?: boolean;
  /** Drop member/club price elements (price reading unless the config opts in). */
  dropMember?: boolean;
}

function isStruck(el: Element): boolean {
  if (STRUCK_TAGS.has(el.name)) return true;
  const style = el.attribs.style ?? "";
  if (/line-through/i.test(style)) return true;
  return STRUCK_CLASS.test(el.attribs.class ?? "");
}

function isMember(el: Element): boolean {
  return MEMBER_CLASS.test(el.attribs.class ?? "") || "data-member-price" in el.attribs;
}

function textOfNodes(nodes: AnyNode[], options: TextOptions, out: string[]): void {
  for (const node of nodes) {
    if (node.type === "text") {
      out.push((node as unknown as { data: string }).data);
      continue;
    }
    if (node.type === "root") {
      textOfNodes((node as unknown as { children: AnyNode[] }).children, options, out);
      continue;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const el = node as Element;
    if (SKIP_TAGS.has(el.name)) continue;
    if (options.dropStruck && isStruck(el)) continue;
    if (options.dropMember && isMember(el)) continue;
    const block = BLOCK.has(el.name);
    if (block) out.push(" ");
    const isCents = el.name === "sup" || CENTS_CLASS.test(el.attribs.class ?? "");
    if (isCents) {
      const inner: string[] = [];
      textOfNodes(el.children, options, inner);
      const digits = cleanText(inner.join(""));
      const sofar = out.join("");
      // Join "$3" + "49" as "$3.49", but only when what came before is a whole-dollar amount.
      if (/^\.?\d{2}$/.test(digits) && /\d\s*$/.test(sofar) && !/\d[.,]\d*\s*$/.test(sofar)) {
        out.length = 0;
        out.push(sofar.replace(/\s+$/, ""), ".", digits.replace(".", ""));
        continue;
      }
      out.push(digits);
      continue;
    }
    textOfNodes(el.children, options, out);
    if (block) out.push(" ");
  }
}

export function elementText(el: Cheerio<AnyNode>, options: TextOptions = {}): string {
  const out: string[] = [];
  el.each((_, node) => {
    textOfNodes([node], options, out);
    out.push(" ");
  });
  return cleanText(out.join(""));
}

/** Decodes entities and drops tags from an HTML fragment (pattern captures); htmlparser2 is plenty for a fragment. */
export function fragmentText(html: string): string {
  if (!/[<&]/.test(html)) return cleanText(html);
  const $ = loadFragment(`<div>${html}</div>`, null, false);
  return elementText($.root(), { dropStruck: false });
}

export function loadHtml(html: string): CheerioAPI {
  return load(html);
}

/** Resolves an href against the page URL; only http(s) results are kept. */
export function absoluteUrl(href: string | undefined | null, pageUrl: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
