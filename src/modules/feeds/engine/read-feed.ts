/**
 * Reads a feed file's text into records of canonical attribute names. The format is recognised
 * from the content, never the file name: "<" → XML (RSS 2.0 <item> or Atom <entry>, any namespace
 * prefix), "[" or "{" → JSON (an array of objects, or an object holding one under items, products,
 * entries, data or offers), anything else → delimited text whose delimiter (tab, comma, semicolon
 * or pipe) is the one that splits the header line most. Parsing is csv-parse and fast-xml-parser.
 */
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import { canonicalAttributeName } from "./attribute-names";
import { FeedReadError, type FeedFormat, type RawRecord } from "./types";

const DELIMITERS = ["\t", ",", ";", "|"] as const;

export function detectFormat(text: string): FeedFormat {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return "xml";
  if (start.startsWith("[") || start.startsWith("{")) return "json";
  return detectDelimiter(text) === "\t" ? "tsv" : "csv";
}

/** The delimiter splitting the first non-blank line (outside quotes) into the most fields. */
export function detectDelimiter(text: string): string {
  const body = text.replace(/^\uFEFF/, "");
  let header = "";
  let inQuotes = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') inQuotes = !inQuotes;
    if (!inQuotes && (c === "\n" || c === "\r")) {
      if (header.trim()) break;
      header = "";
      continue;
    }
    header += c;
  }
  const counts = DELIMITERS.map((d) => {
    let n = 0;
    let q = false;
    for (const c of header) {
      if (c === '"') q = !q;
      else if (!q && c === d) n++;
    }
    return n;
  });
  const best = counts.indexOf(Math.max(...counts));
  return counts[best] > 0 ? DELIMITERS[best] : ",";
}

function fieldsFrom(entries: [string, string][]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of entries) {
    const name = canonicalAttributeName(key);
    const v = value.trim();
    if (!name) continue;
    // A repeated column keeps its first non-empty value.
    if (!fields.get(name)) fields.set(name, v);
  }
  return fields;
}

function readDelimited(text: string): RawRecord[] {
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  const parseWith = (quote: boolean) =>
    parseCsv(text, {
      delimiter,
      bom: true,
      info: true,
      quote: quote ? '"' : false,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  try {
    try {
      records = parseWith(true);
    } catch (err) {
      // Google's TSV has no quoting convention: a title such as `"Big" bag` is text, not a broken quote.
      if (delimiter !== "\t") throw err;
      records = parseWith(false);
    }
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/\s+/g, " ").slice(0, 200) : "unreadable";
    throw new FeedReadError(`The file could not be read as ${delimiter === "\t" ? "TSV" : "CSV"}: ${detail}`, delimiter === "\t" ? "tsv" : "csv");
  }
  if (records.length === 0) return [];
  const header = records[0].record.map((h) => h);
  // csv-parse's info.lines is the line a record ends on, but it counts a CRLF inside a quoted field
  // as two lines (and carries that on): correct for it, then step back over the field's own newlines.
  let crlfInsideSoFar = records[0].record.reduce((n, f) => n + (f.match(/\r\n/g)?.length ?? 0), 0);
  return records.slice(1).map(({ record, info }) => {
    crlfInsideSoFar += record.reduce((n, f) => n + (f.match(/\r\n/g)?.length ?? 0), 0);
    const newlinesInside = record.reduce((n, f) => n + (f.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    // Values beyond the header's columns cannot be attributed: say so. Missing trailing values are just empty.
    const extra = record.slice(header.length).filter((f) => f.trim() !== "").length;
    const readWarnings = extra > 0 ? [`row has ${record.length} fields but the header has ${header.length}; the extra values are ignored`] : [];
    const entries: [string, string][] = header.map((h, i) => [h, record[i] ?? ""]);
    return { line: info.lines - crlfInsideSoFar - newlinesInside, fields: fieldsFrom(entries), readWarnings };
  });
}

/** A JSON or XML value as feed text: numbers and booleans as written, {value,currency} as "3.49 NZD". */
function flatten(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    for (const v of value) {
      const f = flatten(v);
      if (f !== null && f.trim()) return f;
    }
    return null;
  }
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if ("#text" in o) return flatten(o["#text"]);
    if ("@_href" in o) return flatten(o["@_href"]);
    const amount = o.value ?? o.amount ?? o.amount_micros;
    const currency = o.currency ?? o.currency_code ?? o.currencyCode;
    const unit = o.unit;
    if (amount !== undefined && typeof currency === "string") {
      const a = "amount_micros" in o && o.value === undefined && o.amount === undefined ? Number(amount) / 1e6 : amount;
      return `${flatten(a) ?? ""} ${currency}`.trim();
    }
    if (amount !== undefined && typeof unit === "string") return `${flatten(amount) ?? ""} ${unit}`.trim();
    if (amount !== undefined) return flatten(amount);
  }
  return null;
}

/** Content API batch entries wrap the product: {"batchId":1,"method":"insert","product":{…}}. */
function unwrapProduct(obj: Record<string, unknown>): Record<string, unknown> {
  const inner = obj.product ?? obj.item ?? obj.offer;
  const hasOwn = ["id", "offerId", "offer_id", "title", "price"].some((k) => k in obj);
  return !hasOwn && inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : obj;
}

function recordFromObject(wrapped: Record<string, unknown>, line: number): RawRecord {
  const obj = unwrapProduct(wrapped);
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith("@_")) continue;
    const f = flatten(value);
    if (f !== null) entries.push([key, f]);
  }
  return { line, fields: fieldsFrom(entries), readWarnings: [] };
}

const JSON_LIST_KEYS = ["items", "products", "entries", "entry", "item", "data", "offers", "resources"];

function readJson(text: string): RawRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    const detail = err instanceof Error ? err.message.slice(0, 200) : "unreadable";
    throw new FeedReadError(`The file is not valid JSON: ${detail}`, "json");
  }
  let list: unknown = data;
  if (!Array.isArray(data) && data && typeof data === "object") {
    const o = data as Record<string, unknown>;
    const key = Object.keys(o).find((k) => JSON_LIST_KEYS.includes(k.toLowerCase()) && Array.isArray(o[k]));
    list = key ? o[key] : undefined;
  }
  if (!Array.isArray(list)) {
    throw new FeedReadError('The JSON holds no list of items: expected an array, or an object with "items", "products" or "entries"', "json");
  }
  return list.map((item, i) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? recordFromObject(item as Record<string, unknown>, i + 1)
      : { line: i + 1, fields: new Map<string, string>(), readWarnings: ["item is not an object"] },
  );
}

const XML_ITEM_TAGS = ["item", "entry", "product"];

function findItems(node: unknown, tag: string, depth = 0): unknown[] | null {
  if (!node || typeof node !== "object" || depth > 6) return null;
  const o = node as Record<string, unknown>;
  if (Array.isArray(o[tag])) return o[tag] as unknown[];
  for (const [key, value] of Object.entries(o)) {
    if (key.startsWith("@_") || key === "#text") continue;
    const found = Array.isArray(value) ? value.map((v) => findItems(v, tag, depth + 1)).find(Boolean) : findItems(value, tag, depth + 1);
    if (found) return found;
  }
  return null;
}

function readXml(text: string): RawRecord[] {
  const body = text.replace(/^\uFEFF/, "");
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    isArray: (name) => XML_ITEM_TAGS.includes(name),
  });
  let doc: unknown;
  try {
    doc = parser.parse(body, true);
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/\s+/g, " ").slice(0, 200) : "unreadable";
    throw new FeedReadError(`The file is not well-formed XML: ${detail}`, "xml");
  }
  let tag = XML_ITEM_TAGS[0];
  let items: unknown[] = [];
  for (const t of XML_ITEM_TAGS) {
    const found = findItems(doc, t);
    if (found) {
      [tag, items] = [t, found];
      break;
    }
  }
  // Line of each item's opening tag, in document order (items are read in the same order).
  const lines: number[] = [];
  const opening = new RegExp(`<(?:[A-Za-z][\\w.-]*:)?${tag}(?=[\\s>/])`, "g");
  let lineNo = 1;
  let last = 0;
  for (const m of body.matchAll(opening)) {
    for (let i = last; i < m.index; i++) if (body.charCodeAt(i) === 10) lineNo++;
    last = m.index;
    lines.push(lineNo);
  }
  return items.map((item, i) =>
    item && typeof item === "object"
      ? recordFromObject(item as Record<string, unknown>, lines[i] ?? i + 1)
      : { line: lines[i] ?? i + 1, fields: new Map<string, string>(), readWarnings: ["item is empty"] },
  );
}

export function readFeed(text: string): { format: FeedFormat; records: RawRecord[] } {
  const format = detectFormat(text);
  if (format === "xml") return { format, records: readXml(text) };
  if (format === "json") return { format, records: readJson(text) };
  return { format, records: readDelimited(text) };
}
