/**
 * What shoppers type differs by country: the same word can name another product in another
 * region ("jelly" is jam in the US and a set dessert in NZ/AU), and each region has its own
 * nicknames ("chook", "bickies", "chippies", "fizzy"). These tables rewrite a list line, for the
 * shopper's country only, into the words the catalogue uses, before it is parsed. Synonyms that
 * mean the same thing everywhere (courgette/zucchini, cilantro/coriander, candy/lollies) live in
 * normalise.ts and apply to product names too.
 */
export type RegionCode = "NZ" | "AU" | "US";

/** Shared by NZ and AU (Australasian English). */
const AUSTRALASIAN: [string, string][] = [
  ["fizzy drink", "soft drink"], ["fizzy", "soft drink"], ["softie", "soft drink"], ["chippies", "potato chips"],
  ["crisps", "potato chips"], ["chips", "potato chips"], ["bickies", "biscuits"], ["bikkies", "biscuits"], ["biccies", "biscuits"],
  ["chocky", "chocolate"], ["choccy", "chocolate"], ["brekkie", "breakfast"], ["glad wrap", "cling wrap"], ["gladwrap", "cling wrap"],
  ["tinfoil", "aluminium foil"], ["sanga", "sandwich"], ["avo", "avocado"], ["spag", "spaghetti"], ["tomato sauce", "ketchup"],
];

/** Longest phrases first within each country (applied on whole words, case-insensitively). */
export const REGIONAL_SYNONYMS: Record<RegionCode, readonly [string, string][]> = {
  NZ: [...AUSTRALASIAN, ["chilly bin", "cooler"]],
  AU: [...AUSTRALASIAN, ["chook", "whole chicken"], ["snags", "sausages"], ["esky", "cooler"], ["rockmelon", "cantaloupe"]],
  US: [
    ["soda pop", "soft drink"], ["soda", "soft drink"], ["pop", "soft drink"], ["jelly", "jam"], ["grape jelly", "grape jam"],
    ["crisps", "potato chips"], ["chips", "potato chips"], ["saran wrap", "cling wrap"], ["tinfoil", "aluminium foil"],
    ["biscuits", "scones"], ["biscuit", "scone"],
  ],
};

/** Words that, right before a regional word, show the shopper already said which product ("hot chips", "corn chips"). */
const QUALIFIED = /\b(?:hot|potato|corn|tortilla|banana|chocolate|choc|kale|veggie|vegetable|kumara|apple|baking|club|cream|orange|bicarb|ice|sugar|fruit|petroleum|royal|pepper)\s+$/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Per country: one alternation, longest phrase first, so each position is rewritten once by its longest phrase. */
const COMPILED = new Map<RegionCode, { re: RegExp; to: Map<string, string> }>(
  (Object.keys(REGIONAL_SYNONYMS) as RegionCode[]).map((code) => {
    const pairs = REGIONAL_SYNONYMS[code].filter(([from, to]) => from !== to).sort((a, b) => b[0].length - a[0].length);
    const re = new RegExp(`(^|[^a-z'])(${pairs.map(([from]) => escapeRe(from)).join("|")})(?![a-z])`, "gi");
    return [code, { re, to: new Map(pairs) }];
  }),
);

export function isRegionCode(code: string | null | undefined): code is RegionCode {
  return code === "NZ" || code === "AU" || code === "US";
}

/**
 * The shopper's line in the catalogue's words for their country ("Fizzy drink" in NZ → "soft
 * drink", "Jelly" in the US → "jam"). Unknown countries and lines without regional words come
 * back unchanged; a qualified word stays ("hot chips", "corn chips" are already precise).
 */
export function localiseListText(text: string, country: string | null | undefined): string {
  if (!isRegionCode(country)) return text;
  const { re, to } = COMPILED.get(country)!;
  return text.replace(re, (match: string, lead: string, word: string, offset: number, whole: string) => {
    if (QUALIFIED.test(whole.slice(0, offset + lead.length).toLowerCase())) return match;
    return lead + (to.get(word.toLowerCase()) ?? word);
  });
}
