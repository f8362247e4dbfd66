import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * What an SVG logo may contain before we hand it to the rasteriser (decision 030). Pure: text in,
 * verdict out, linear in the input. Rendering cost grows with the number of elements drawn, with
 * every filter application (each runs over the filter's whole pixel region, nested ones again),
 * and some filter primitives cost a multiple of the region per pixel (morphology and convolution
 * grow with their radius, lighting and tiling are heavy): an 883-byte file of nested blurs took
 * 7 s, a feMorphology radius of 200 about 90 s. So the file, its elements, their nesting and every
 * filter are bounded here, and the few heavy primitives refused; the worker's wall-time budget
 * catches whatever cost is left. Anything that reaches outside the file (href, url(), @import) or
 * carries other content (raster images — which would skip the pixel cap —, HTML, scripts) is refused.
 */

export const SVG_LIMITS = {
  bytes: 256 * 1024,
  elements: 2_000,
  depth: 32,
  filters: 8,
  filterPrimitives: 32,
  /** Elements drawn through a filter (each one a full pass over its region; nesting multiplies). */
  filterUses: 16,
  blurStdDeviation: 50,
  turbulenceOctaves: 4,
  /** Filter region (x, y, width, height) in units of the element's box: 3 = 300 %. */
  filterRegion: 3,
} as const;

export type SvgVerdict = { ok: true } | { ok: false; reason: "complex" | "content" | "invalid"; detail: string };

// Lower-cased local names (any namespace prefix removed, so `svg:image` is an image too).
const CONTENT_ELEMENTS = new Set(["script", "image", "feimage", "foreignobject", "iframe", "object", "embed", "video", "audio", "canvas", "handler", "listener"]);
const ALLOWED_PRIMITIVES = new Set([
  "feblend", "fecolormatrix", "fecomponenttransfer", "fefunca", "fefuncb", "fefuncg", "fefuncr", "fecomposite",
  "fedropshadow", "feflood", "fegaussianblur", "femerge", "femergenode", "feoffset", "feturbulence",
]);

type XmlNode = Record<string, unknown>;
const ATTRS = ":@";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  processEntities: false,
  htmlEntities: false,
  cdataPropName: "#cdata",
  commentPropName: "#comment",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  allowBooleanAttributes: true,
});

class Refused {
  constructor(readonly verdict: SvgVerdict) {}
}
const complex = (detail: string) => new Refused({ ok: false, reason: "complex", detail });
const content = (detail: string) => new Refused({ ok: false, reason: "content", detail });

const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

/** Every `url(…)` must point inside the document (`url(#id)`); `@import` is never allowed. */
function externalReference(text: string): boolean {
  if (/@import/i.test(text)) return true;
  for (const m of text.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/gi)) {
    if (!m[2].startsWith("#")) return true;
  }
  return false;
}

const numbers = (value: unknown) => String(value ?? "").trim().split(/[\s,]+/).filter(Boolean).map(Number);

export function checkSvgBounds(svg: string): SvgVerdict {
  try {
    inspect(svg);
    return { ok: true };
  } catch (e) {
    if (e instanceof Refused) return e.verdict;
    return { ok: false, reason: "invalid", detail: "not well-formed XML" };
  }
}

function inspect(svg: string): void {
  if (Buffer.byteLength(svg, "utf8") > SVG_LIMITS.bytes) throw complex("file over the SVG size cap");
  // Entities (billion laughs, external files) never: a document type with an internal subset or any ENTITY.
  if (/<!ENTITY/i.test(svg) || /<!DOCTYPE[^>]*\[/i.test(svg)) throw content("entity declarations");
  if (XMLValidator.validate(svg) !== true) throw new Refused({ ok: false, reason: "invalid", detail: "not well-formed XML" });
  const tree = parser.parse(svg) as XmlNode[];
  const roots = tree.filter((n) => !Object.keys(n).some((k) => k.startsWith("?") || k.startsWith("!") || k === "#comment" || k === "#text"));
  if (roots.length !== 1 || localName(Object.keys(roots[0]).find((k) => k !== ATTRS) ?? "") !== "svg") throw new Refused({ ok: false, reason: "invalid", detail: "not an SVG document" });
  const counts: Counts = { elements: 0, filters: 0, primitives: 0, filterUses: 0, ids: new Map() };
  const root: Shape = { filtered: false, use: null, children: [] };
  walk(roots, 1, false, counts, root);
  // <use> draws its target again: a few uses of uses multiply what is drawn, filters included.
  const drawn = expand(root, counts.ids, new Map(), new Set());
  if (drawn.elements > SVG_LIMITS.elements) throw complex("too many elements once <use> is expanded");
  if (drawn.filtered > SVG_LIMITS.filterUses) throw complex("too many filtered elements once <use> is expanded");
}

type Counts = { elements: number; filters: number; primitives: number; filterUses: number; ids: Map<string, Shape> };
/** What rendering an element costs, in the two units bounded here. */
type Shape = { filtered: boolean; use: string | null; children: Shape[] };
type Cost = { elements: number; filtered: number };

function expand(shape: Shape, ids: Map<string, Shape>, memo: Map<Shape, Cost>, path: Set<Shape>): Cost {
  const known = memo.get(shape);
  if (known) return known;
  if (path.has(shape)) throw new Refused({ ok: false, reason: "invalid", detail: "a <use> that contains itself" });
  path.add(shape);
  const cost: Cost = { elements: 1, filtered: shape.filtered ? 1 : 0 };
  const add = (c: Cost) => {
    // Capped while summing: the totals of a use bomb would overflow long before they are compared.
    cost.elements = Math.min(cost.elements + c.elements, 1e9);
    cost.filtered = Math.min(cost.filtered + c.filtered, 1e9);
  };
  for (const child of shape.children) add(expand(child, ids, memo, path));
  const target = shape.use ? ids.get(shape.use) : undefined;
  if (target) add(expand(target, ids, memo, path));
  path.delete(shape);
  memo.set(shape, cost);
  return cost;
}

function walk(nodes: XmlNode[], depth: number, inStyle: boolean, counts: Counts, parent: Shape): void {
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ATTRS || key === "#comment" || key.startsWith("?") || key.startsWith("!")) continue;
      if (key === "#text" || key === "#cdata") {
        if (Array.isArray(value)) walk(value as XmlNode[], depth, inStyle, counts, parent);
        else if (inStyle && (externalReference(String(value)) || String(value).includes("\\"))) throw content("a style sheet that refers outside the file");
        // A style sheet rule can put a filter on every element at once: filters go on elements only.
        else if (inStyle && /filter\s*:/i.test(String(value))) throw complex("a filter in a style sheet");
        continue;
      }
      const name = localName(key);
      if (++counts.elements > SVG_LIMITS.elements) throw complex("too many elements");
      if (depth > SVG_LIMITS.depth) throw complex("nested too deeply");
      if (CONTENT_ELEMENTS.has(name)) throw content(`<${name}> element`);
      const attrs = (node[ATTRS] ?? {}) as Record<string, unknown>;
      const shape: Shape = { filtered: checkAttributes(name, attrs, counts), use: null, children: [] };
      parent.children.push(shape);
      if (typeof attrs.id === "string") counts.ids.set(attrs.id, shape);
      if (name === "use") shape.use = String(attrs.href ?? attrs["xlink:href"] ?? "").trim().slice(1) || null;
      if (name === "filter" && ++counts.filters > SVG_LIMITS.filters) throw complex("too many filters");
      if (name.startsWith("fe")) {
        if (!ALLOWED_PRIMITIVES.has(name)) throw complex(`<${name}> filter`);
        if (++counts.primitives > SVG_LIMITS.filterPrimitives) throw complex("too many filter steps");
      }
      if (Array.isArray(value)) walk(value as XmlNode[], depth + 1, name === "style", counts, shape);
    }
  }
}

/** Refuses what an element's attributes may not carry; true when the element is drawn through a filter. */
function checkAttributes(name: string, attrs: Record<string, unknown>, counts: Counts): boolean {
  let filtered = false;
  for (const [rawKey, rawValue] of Object.entries(attrs)) {
    const key = localName(rawKey);
    const value = String(rawValue ?? "");
    if (key.startsWith("on")) throw content("an event handler attribute");
    if (key === "href" && !value.trim().startsWith("#")) throw content("a link to another file");
    // A CSS escape could spell url( or a scheme the check cannot see: no backslashes in styles.
    if (externalReference(value) || (key === "style" && value.includes("\\"))) throw content("a reference outside the file");
    if ((key === "filter" && value.trim() !== "none") || (key === "style" && /filter\s*:\s*(?!none)/i.test(value))) {
      filtered = true;
      if (++counts.filterUses > SVG_LIMITS.filterUses) throw complex("too many filtered elements");
    }
  }
  const outOf = (v: unknown, max: number) => numbers(v).some((n) => !Number.isFinite(n) || n < 0 || n > max);
  if ((name === "fegaussianblur" || name === "fedropshadow") && outOf(attrs.stdDeviation, SVG_LIMITS.blurStdDeviation)) throw complex("blur too wide");
  // A filter's pixel region: at most a few times its element's box (userSpaceOnUse regions are left to the time budget).
  if (name === "filter" && attrs.filterUnits !== "userSpaceOnUse") {
    for (const k of ["x", "y", "width", "height"]) {
      const v = String(attrs[k] ?? "").trim();
      const n = v.endsWith("%") ? Number(v.slice(0, -1)) / 100 : v === "" ? 0 : Number(v);
      if (!Number.isFinite(n) || Math.abs(n) > SVG_LIMITS.filterRegion) throw complex("filter region too large");
    }
  }
  if (name === "feturbulence" && outOf(attrs.numOctaves, SVG_LIMITS.turbulenceOctaves)) throw complex("turbulence too detailed");
  return filtered;
}
