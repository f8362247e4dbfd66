/**
 * Validates a Google Merchant Center feed (product feed, or local inventory feed when it has a
 * `store_code` column) with Cartwise's member and multibuy extensions. Pure: text in, report out.
 * Rules and their reasons: docs/decisions/034-retailer-price-feeds.md.
 */
import { parseAvailability } from "./availability";
import { checkGtin } from "./gtin";
import { crossCheckMeasure, dimensionOf, parseMeasure } from "./measure";
import { formatMoney, isKnownCurrency, parsePrice, toMoney } from "./money";
import { readFeed } from "./read-feed";
import { isValidTimeZone, parseSaleWindow } from "./sale-dates";
import type { FeedKind, FeedMoney, FeedOptions, FeedReport, FeedRow, FeedSummary, RawRecord, Severity } from "./types";

type Level = Exclude<Severity, "ok">;
const RANK: Record<Severity, number> = { ok: 0, info: 1, warning: 2, error: 3 };

class RowNotes {
  readonly list: { level: Level; text: string }[] = [];
  add(level: Level, text: string): void {
    this.list.push({ level, text });
  }
  severity(): Severity {
    return this.list.reduce<Severity>((worst, n) => (RANK[n.level] > RANK[worst] ? n.level : worst), "ok");
  }
}

interface Context {
  storeCurrency: string | null;
  timeZone: string;
  zoneGiven: boolean;
}

/** A price attribute → money, with the currency rules; `level` is how bad a problem is for this field. */
function readMoney(name: string, raw: string, ctx: Context, notes: RowNotes, level: "error" | "warning", fallback: string | null): FeedMoney | null {
  const parsed = parsePrice(raw);
  const ignored = level === "warning" ? "; ignored" : "";
  if (!parsed.ok) {
    notes.add(level, `${name} ${parsed.reason}${ignored}`);
    return null;
  }
  let currency = parsed.code;
  if (currency === null) {
    const assumed = ctx.storeCurrency ?? fallback;
    if (!assumed) {
      notes.add(level, `${name} "${raw}" has no currency code and the store's currency is not known (write it as an amount and an ISO 4217 code, e.g. "3.49 NZD")${ignored}`);
      return null;
    }
    notes.add("warning", `${name} "${raw}" has no currency code; read as ${assumed}${ctx.storeCurrency ? " (the store's currency)" : ""}`);
    currency = assumed;
  } else if (!isKnownCurrency(currency)) {
    notes.add("error", `${name} "${raw}": ${currency} is not an ISO 4217 currency code`);
    return null;
  } else if (ctx.storeCurrency && currency !== ctx.storeCurrency) {
    notes.add("error", `${name} "${raw}" is in ${currency} but the store's currency is ${ctx.storeCurrency}`);
    return null;
  } else if (!ctx.storeCurrency && fallback && currency !== fallback) {
    notes.add("error", `${name} "${raw}" is in ${currency} but price is in ${fallback}`);
    return null;
  }
  const { money, rounded } = toMoney(parsed.amount, currency);
  if (rounded) notes.add("warning", `${name} "${raw}" has more decimals than ${currency} uses; rounded to ${formatMoney(money)}`);
  if (!(money.amount > 0)) {
    notes.add(level, `${name} must be more than 0 (got "${raw}")${ignored}`);
    return null;
  }
  return money;
}

function validateRecord(rec: RawRecord, kind: FeedKind, ctx: Context, seen: Map<string, number>): FeedRow {
  const notes = new RowNotes();
  for (const w of rec.readWarnings) notes.add("warning", w);
  const get = (name: string): string | null => rec.fields.get(name) || null;

  const id = get("id");
  const title = get("title");
  const storeCode = get("store_code");
  if (kind === "local_inventory" && !storeCode) notes.add("error", "store_code is missing");
  if (!id) notes.add("error", "id is missing");
  if (kind === "product" && !title) notes.add("error", "title is missing");
  if (id) {
    const key = kind === "local_inventory" ? `${storeCode ?? ""}\u0000${id}` : id;
    const first = seen.get(key);
    if (first !== undefined) {
      notes.add("error", kind === "local_inventory" ? `store_code "${storeCode ?? ""}" with id "${id}" repeats line ${first}` : `id "${id}" repeats line ${first}`);
    } else seen.set(key, rec.line);
  }

  const rawPrice = get("price");
  let price: FeedMoney | null = null;
  if (!rawPrice) notes.add("error", "price is missing");
  else price = readMoney("price", rawPrice, ctx, notes, "error", null);
  const currency = price?.currency ?? null;

  // Sale price and its dates.
  let salePrice: FeedMoney | null = null;
  let saleStart: string | null = null;
  let saleEnd: string | null = null;
  const rawSale = get("sale_price");
  const rawDates = get("sale_price_effective_date");
  if (rawSale && price) {
    salePrice = readMoney("sale_price", rawSale, ctx, notes, "warning", currency);
    if (salePrice && salePrice.amount >= price.amount) {
      notes.add("warning", `sale_price ${formatMoney(salePrice)} is not below price ${formatMoney(price)}; ignored`);
      salePrice = null;
    }
    if (salePrice && rawDates) {
      const window = parseSaleWindow(rawDates, ctx.timeZone);
      if (!window.ok) {
        notes.add("warning", `sale_price_effective_date ${window.reason}; the sale price is ignored`);
        salePrice = null;
      } else {
        saleStart = window.start.toISOString();
        saleEnd = window.end.toISOString();
        if (window.usedStoreZone && !ctx.zoneGiven) notes.add("info", "sale_price_effective_date has no offset and no store time zone was given; read in UTC");
      }
    }
  } else if (rawDates && !rawSale) {
    notes.add("info", "sale_price_effective_date without sale_price; ignored");
  }

  // Availability.
  let availability: FeedRow["availability"] = null;
  const rawAvailability = get("availability");
  if (!rawAvailability) notes.add("error", "availability is missing");
  else {
    const a = parseAvailability(rawAvailability);
    if (a.ok) {
      availability = a.value;
      if (a.note) notes.add("info", a.note);
    } else notes.add("error", a.reason);
  }

  // GTIN: a bad one is never product identity, but the row's price still stands.
  let gtin: string | null = null;
  const rawGtin = get("gtin");
  if (rawGtin) {
    const g = checkGtin(rawGtin);
    if (g.ok) gtin = g.gtin;
    else notes.add("warning", g.reason);
  }

  // Unit pricing.
  let unitPricingMeasure: FeedRow["unitPricingMeasure"] = null;
  let unitPricingBaseMeasure: FeedRow["unitPricingBaseMeasure"] = null;
  const rawMeasure = get("unit_pricing_measure");
  const rawBase = get("unit_pricing_base_measure");
  if (rawMeasure) {
    unitPricingMeasure = parseMeasure(rawMeasure);
    if (!unitPricingMeasure) notes.add("warning", `unit_pricing_measure "${rawMeasure}" is not a number and a unit (e.g. "750 ml", "1kg", "12 ct"); ignored`);
    else {
      const mismatch = crossCheckMeasure(unitPricingMeasure, title ?? get("size"), "unit_pricing_measure");
      if (mismatch) notes.add("warning", mismatch);
    }
  }
  if (rawBase) {
    unitPricingBaseMeasure = parseMeasure(rawBase);
    if (!unitPricingBaseMeasure) notes.add("warning", `unit_pricing_base_measure "${rawBase}" is not a number and a unit (e.g. "100 g", "1 kg"); ignored`);
    else if (!unitPricingMeasure) {
      if (!rawMeasure) notes.add("warning", "unit_pricing_base_measure without unit_pricing_measure; ignored");
      unitPricingBaseMeasure = null;
    } else if (dimensionOf(unitPricingBaseMeasure) !== dimensionOf(unitPricingMeasure)) {
      notes.add("warning", `unit_pricing_base_measure "${rawBase}" does not measure the same thing as unit_pricing_measure "${rawMeasure}"; ignored`);
      unitPricingBaseMeasure = null;
    }
  }

  // Cartwise extensions: club/member price and multibuy (price of the whole group).
  let memberPrice: FeedMoney | null = null;
  const rawMember = get("member_price");
  if (rawMember && price) {
    memberPrice = readMoney("member_price", rawMember, ctx, notes, "warning", currency);
    if (memberPrice && memberPrice.amount >= price.amount) {
      notes.add("warning", `member_price ${formatMoney(memberPrice)} is not below price ${formatMoney(price)}; ignored`);
      memberPrice = null;
    }
  }
  let multibuy: FeedRow["multibuy"] = null;
  const rawQty = get("multibuy_quantity");
  const rawGroup = get("multibuy_price");
  if ((rawQty || rawGroup) && price) {
    const qty = rawQty && /^\d+(?:\.0+)?$/.test(rawQty.trim()) ? Number(rawQty) : NaN;
    if (!rawQty || !rawGroup) notes.add("warning", `multibuy needs both multibuy_quantity and multibuy_price; ignored`);
    else if (!(qty >= 2)) notes.add("warning", `multibuy_quantity "${rawQty}" must be a whole number of at least 2; multibuy ignored`);
    else {
      const group = readMoney("multibuy_price", rawGroup, ctx, notes, "warning", currency);
      if (group) {
        const single = toMoney(price.amount * qty, price.currency).money;
        if (group.amount >= single.amount) {
          notes.add("warning", `multibuy ${qty} for ${formatMoney(group)} is not cheaper than ${qty} at ${formatMoney(price)} (${formatMoney(single)}); ignored`);
        } else multibuy = { quantity: qty, price: group };
      }
    }
  }

  return {
    line: rec.line,
    id,
    title,
    price,
    salePrice,
    saleStart,
    saleEnd,
    availability,
    gtin,
    brand: get("brand"),
    unitPricingMeasure,
    unitPricingBaseMeasure,
    memberPrice,
    multibuy,
    storeCode,
    severity: notes.severity(),
    messages: notes.list.map((n) => n.text),
  };
}

export function summarise(rows: FeedRow[]): FeedSummary {
  const count = (s: Severity) => rows.filter((r) => r.severity === s).length;
  return { rows: rows.length, ok: count("ok"), info: count("info"), warnings: count("warning"), errors: count("error") };
}

/** Options are checked by the caller (the CLI says what is wrong); invalid ones throw here. */
export function validateFeed(text: string, options: FeedOptions = {}): FeedReport & { kind: FeedKind } {
  const storeCurrency = options.currency ? options.currency.trim().toUpperCase() : null;
  if (storeCurrency && !isKnownCurrency(storeCurrency)) throw new RangeError(`"${options.currency}" is not an ISO 4217 currency code`);
  const zone = options.timeZone?.trim() || null;
  if (zone && !isValidTimeZone(zone)) throw new RangeError(`"${options.timeZone}" is not an IANA time zone`);
  const ctx: Context = { storeCurrency, timeZone: zone ?? "UTC", zoneGiven: zone !== null };
  const { format, records } = readFeed(text);
  // A local inventory feed: some row names a store (an empty store_code column alone does not make one).
  const kind: FeedKind = records.some((r) => r.fields.get("store_code")) ? "local_inventory" : "product";
  const seen = new Map<string, number>();
  const rows = records.map((r) => validateRecord(r, kind, ctx, seen));
  return { format, kind, rows, summary: summarise(rows) };
}
