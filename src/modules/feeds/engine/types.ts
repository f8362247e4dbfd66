/**
 * The feed engine's contract: what `validateFeed` reads (a Google Merchant Center product feed or
 * local inventory feed, plus Cartwise's member and multibuy extensions) and the report it returns.
 * Amounts are in currency units (3.49), never cents, as the `npm run feed` CLI prints them.
 */

export type FeedFormat = "tsv" | "csv" | "xml" | "json";
export type FeedKind = "product" | "local_inventory";
export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder";
export type Severity = "ok" | "info" | "warning" | "error";

export interface FeedMoney {
  amount: number;
  currency: string;
}

export interface Measure {
  value: number;
  unit: string;
}

export interface FeedRow {
  /** Delimited files: the file line the record starts on (header = 1). XML: the line of the item's
   * opening tag. JSON: the item's position in its array (1-based). */
  line: number;
  id: string | null;
  title: string | null;
  price: FeedMoney | null;
  salePrice: FeedMoney | null;
  saleStart: string | null;
  saleEnd: string | null;
  availability: Availability | null;
  gtin: string | null;
  brand: string | null;
  unitPricingMeasure: Measure | null;
  unitPricingBaseMeasure: Measure | null;
  memberPrice: FeedMoney | null;
  multibuy: { quantity: number; price: FeedMoney } | null;
  storeCode: string | null;
  severity: Severity;
  messages: string[];
}

export interface FeedSummary {
  rows: number;
  ok: number;
  info: number;
  warnings: number;
  errors: number;
}

export interface FeedReport {
  format: FeedFormat;
  rows: FeedRow[];
  summary: FeedSummary;
}

export interface FeedOptions {
  /** The store's ISO 4217 currency: prices without a code take it; prices in another are errors. */
  currency?: string | null;
  /** The store's IANA time zone, for date-only sale dates. UTC when absent (the row says so). */
  timeZone?: string | null;
}

/** One record as read from the file: canonical attribute names → trimmed text. */
export interface RawRecord {
  line: number;
  fields: Map<string, string>;
  /** Problems met while reading this record (e.g. a short row), as warnings. */
  readWarnings: string[];
}

/** The whole file could not be read as a feed (unparseable XML/JSON, no header, no items). */
export class FeedReadError extends Error {
  constructor(
    message: string,
    readonly format: FeedFormat | null,
  ) {
    super(message);
    this.name = "FeedReadError";
  }
}
