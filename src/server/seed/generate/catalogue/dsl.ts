import type { CountryCode, ProductUnit } from "../types";

/**
 * Catalogue lines are written as compact strings so hundreds of realistic products stay readable:
 *   "countries|brand|label|sizes|extras"
 *   countries: "NZ", "NZ AU", "*" (all three)
 *   brand: "-" for unbranded (loose produce, butcher counter)
 *   sizes: comma separated as printed ("1L,2L", "64 fl oz,1 gal", "per kg", "6 x 125g")
 *   extras: space separated; "x1.4" multiplies the price, anything else is a tag
 */
export interface FamilyLine {
  countries: CountryCode[];
  brand: string | null;
  label: string;
  sizes: string[];
  tags: string[];
  priceFactor: number;
}

export interface Family {
  genericName: string;
  category: string;
  /** US dollars per kg, per L or per item for a mid-priced national brand. */
  basePrice: number;
  lines: FamilyLine[];
}

const ALL: CountryCode[] = ["NZ", "AU", "US"];

export function parseLine(line: string): FamilyLine {
  const [countries, brand, label, sizes, extras = ""] = line.split("|");
  const tags: string[] = [];
  let priceFactor = 1;
  for (const extra of extras.split(" ").filter(Boolean)) {
    if (/^x\d/.test(extra)) priceFactor *= Number(extra.slice(1));
    else tags.push(extra);
  }
  return {
    countries: countries.trim() === "*" ? ALL : (countries.trim().split(" ") as CountryCode[]),
    brand: brand === "-" ? null : brand,
    label,
    sizes: sizes.split(",").map((s) => s.trim()),
    tags,
    priceFactor,
  };
}

export function family(genericName: string, category: string, basePrice: number, lines: string[]): Family {
  return { genericName, category, basePrice, lines: lines.map(parseLine) };
}

/**
 * Supermarket own brands for one product line across all three countries. Labels differ by
 * market (NZ/AU vs US wording), so callers pass both.
 */
export function storeBrands(
  category: string,
  label: string,
  sizes: string,
  usLabel: string | null = label,
  usSizes = sizes,
  extras = "",
): string[] {
  const aldi = ALDI_BRANDS[category] ?? "Farmdale";
  const safeway = category === "dairy" ? "Lucerne" : "Signature Select";
  const lines = [
    `NZ|Pams|${label}|${sizes}|x0.84 ${extras}`,
    `NZ AU|Woolworths|${label}|${sizes}|x0.86 ${extras}`,
    `AU|Coles|${label}|${sizes}|x0.85 ${extras}`,
    `AU|${aldi}|${label}|${sizes}|x0.78 ${extras}`,
  ];
  if (usLabel) {
    lines.push(
      `US|${safeway}|${usLabel}|${usSizes}|x0.86 ${extras}`,
      `US|Kroger|${usLabel}|${usSizes}|x0.84 ${extras}`,
      `US|Trader Joe's|${usLabel}|${usSizes}|x0.88 ${extras}`,
      `US|365 by Whole Foods Market|${usLabel}|${usSizes}|x0.95 ${extras}`,
    );
  }
  return lines;
}

const ALDI_BRANDS: Record<string, string> = {
  dairy: "Farmdale",
  bakery: "Baker's Life",
  breakfast: "Goldenvale",
  pantry: "Remano",
  drinks: "Bramwells",
  snacks: "Sprinters",
  frozen: "Market Fare",
  household: "Trust",
  meat: "Farmwood",
  deli: "Farmwood",
  baby: "Mamia",
};

/** Own brands and the chains (chain keys) that are allowed to stock them. */
export const STORE_BRAND_CHAINS: Record<string, string[]> = {
  Pams: ["paknsave", "new-world", "four-square"],
  Woolworths: ["woolworths-nz", "freshchoice", "woolworths-au"],
  Coles: ["coles"],
  ...Object.fromEntries([...new Set(Object.values(ALDI_BRANDS))].map((b) => [b, ["aldi"]])),
  Lucerne: ["safeway"],
  "Signature Select": ["safeway"],
  "O Organics": ["safeway"],
  Kroger: ["qfc", "fred-meyer"],
  "Simple Truth Organic": ["qfc", "fred-meyer"],
  "Trader Joe's": ["trader-joes"],
  "365 by Whole Foods Market": ["whole-foods"],
  "Harris Farm": ["harris-farm"],
  "Black & Gold": ["iga"],
};

export interface ParsedSize {
  unitQuantity: number;
  unit: ProductUnit;
}

const WEIGHT: Record<string, number> = { g: 1, kg: 1000, lb: 453.6, oz: 28.35 };
const VOLUME: Record<string, number> = { ml: 1, L: 1000, "fl oz": 29.57, gal: 3785.4 };

/** The generator only ever prints sizes in these canonical shapes, so a strict parser suffices. */
export function parseCatalogueSize(size: string): ParsedSize {
  if (size === "each" || size === "bunch") return { unitQuantity: 1, unit: "each" };
  if (size === "per kg") return { unitQuantity: 1000, unit: "g" };
  if (size === "per lb") return { unitQuantity: 454, unit: "g" };
  const multi = /^(\d+) x (.+)$/.exec(size);
  if (multi) {
    const inner = parseCatalogueSize(multi[2]);
    return { unitQuantity: Number(multi[1]) * inner.unitQuantity, unit: inner.unit };
  }
  const count = /^(\d+) ?(pk|ct)$/.exec(size);
  if (count) return { unitQuantity: Number(count[1]), unit: "each" };
  const measure = /^(\d+(?:\.\d+)?) ?(kg|g|lb|oz|fl oz|gal|ml|L)$/.exec(size);
  if (!measure) throw new Error(`Unparseable catalogue size: ${size}`);
  const amount = Number(measure[1]);
  const unitText = measure[2];
  if (unitText in WEIGHT) return { unitQuantity: Math.round(amount * WEIGHT[unitText]), unit: "g" };
  return { unitQuantity: Math.round(amount * VOLUME[unitText]), unit: "ml" };
}
