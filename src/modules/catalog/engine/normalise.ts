import { STOP_WORDS } from "./lexicon";
import { extractSize } from "./size";
import type { Quantity } from "./types";

/** One word → canonical word(s). Regional names map to one spelling so NZ, AU and US lists agree. */
const TOKEN_MAP: Record<string, string> = {
  choc: "chocolate", yoghurt: "yogurt", yogourt: "yogurt", lite: "light", org: "organic", veg: "vegetable",
  vege: "vegetable", veggie: "vegetable", bbq: "barbecue", barbeque: "barbecue", sml: "small", lge: "large",
  lrg: "large", med: "medium", pkt: "pack", mayo: "mayonnaise", aubergine: "eggplant", courgette: "zucchini",
  cilantro: "coriander", garbanzo: "chickpea", shrimp: "prawn", aluminum: "aluminium", diaper: "nappy",
  cookie: "biscuit", flavour: "flavoured", flavor: "flavoured", flavored: "flavoured", hommus: "hummus",
  minced: "mince", skimmed: "skim", trim: "skim", nonfat: "skim", lowfat: "light", tinned: "canned",
  snag: "sausage", banger: "sausage", bratwurst: "sausage", spud: "potato", clementine: "mandarin",
  tangerine: "mandarin", mandarine: "mandarin", scallion: "springonion", chili: "chilli",
  wholewheat: "wholemeal", multigrain: "wholegrain", kiwi: "kiwifruit", beanz: "bean", plain: "natural",
  crisps: "chip", peppercorn: "pepper", preserve: "jam", bouillon: "stock", applesauce: "apple sauce",
  roasted: "roast", barn: "cagefree", sweetcorn: "corn", cornflakes: "cornflake", icecream: "icecream",
  fry: "fries", oj: "orange juice", evoo: "extravirgin olive oil", calamari: "squid", rocket: "arugula",
  catsup: "ketchup", hotdog: "hotdog", chickpeas: "chickpea", powdered: "powdered", ramen: "ramen",
  gingernut: "gingernut biscuit", weetbix: "weetbix", weeties: "weetbix", timtams: "tim tam", timtam: "tim tam", shredded: "grated", margarine: "spread",
  broth: "stock", essence: "extract", blend: "mixed", hamburger: "burger", superfries: "super fries",
  // Same thing, different word across NZ/AU/US (regional meanings that differ live in regional.ts).
  candy: "lolly", sweets: "lolly", gummi: "gummy", cantaloupe: "rockmelon", tinfoil: "foil", coke: "cola",
};

/** TOKEN_MAP as a Map of word lists (no prototype keys: "constructor" is just a word). */
const CANONICAL = new Map(Object.entries(TOKEN_MAP).map(([from, to]) => [from, to.split(" ")]));

/** Multi-word names → canonical tokens; matched on singular tokens, longest first. */
const PHRASES: [string, string][] = [
  ["bicarbonate of soda", "bakingsoda"], ["macaroni and cheese", "macandcheese"], ["mac and cheese", "macandcheese"],
  ["confectioner sugar", "icingsugar"], ["washing up liquid", "dishwashing liquid"], ["kitchen tidy bag", "rubbishbag"],
  ["honey bunch of oat", "honeybunch cereal"], ["french onion soup", "onion soup"],
  ["ground beef", "beef mince"], ["burger meat", "beef mince"], ["burger mince", "beef mince"], ["ground pork", "pork mince"], ["ground chicken", "chicken mince"],
  ["ground turkey", "turkey mince"], ["ground lamb", "lamb mince"], ["mince beef", "beef mince"],
  ["free range", "freerange"], ["pasture raised", "freerange"], ["cage free", "cagefree"], ["cagefree laid", "cagefree"],
  ["full cream", "whole"], ["blue top", "bluetop whole"], ["standard milk", "whole milk"],
  ["fat free", "skim"], ["non fat", "skim"], ["low fat", "light"], ["reduced fat", "light"],
  ["ice cream", "icecream"], ["sour cream", "sourcream"], ["cream cheese", "creamcheese"], ["cottage cheese", "cottagecheese"],
  ["butter chicken", "butterchicken"], ["spring onion", "springonion"], ["green onion", "springonion"],
  ["sweet potato", "kumara"], ["bell pepper", "capsicum"], ["sweet pepper", "capsicum"], ["chick pea", "chickpea"], ["chickpea bean", "chickpea"],
  ["soft drink", "softdrink"], ["fizzy drink", "softdrink"], ["glad wrap", "clingwrap"], ["saran wrap", "clingwrap"],
  ["ice tea", "icedtea"], ["iced tea", "icedtea"], ["iced coffee", "icedcoffee"],
  ["icing sugar", "icingsugar"], ["powdered sugar", "icingsugar"],
  ["tomato sauce", "ketchup"], ["tomato ketchup", "ketchup"], ["marinara sauce", "marinara pasta sauce"],
  ["baking soda", "bakingsoda"], ["bicarb soda", "bakingsoda"], ["baking powder", "bakingpowder"],
  ["corn flake", "cornflake"], ["weet bix", "weetbix"], ["nutri grain", "nutrigrain"],
  ["special k", "specialk"], ["wheat biscuit", "wheatbiscuit"], ["frosted flake", "frostedflake"], ["mi goreng", "migoreng"],
  ["hot dog", "hotdog"], ["english muffin", "englishmuffin"], ["hash brown", "hashbrown"], ["french fries", "fries"],
  ["hot chip", "fries"], ["extra virgin", "extravirgin"], ["whole wheat", "wholemeal"], ["whole grain", "wholegrain"],
  ["mixed grain", "wholegrain"], ["multi grain", "wholegrain"], ["dish soap", "dishwashing liquid"],
  ["dish liquid", "dishwashing liquid"], ["toilet tissue", "toilet paper"], ["bath tissue", "toilet paper"],
  ["toilet roll", "toilet paper"], ["trash bag", "rubbishbag"], ["bin liner", "rubbishbag"], ["garbage bag", "rubbishbag"],
  ["rubbish bag", "rubbishbag"], ["paper towel", "papertowel"], ["cling wrap", "clingwrap"], ["plastic wrap", "clingwrap"],
  ["cling film", "clingwrap"], ["aluminium foil", "foil"], ["tin foil", "foil"], ["laundry liquid", "laundry detergent"],
  ["washing liquid", "laundry detergent"], ["dishwasher pod", "dishwasher tablet"], ["actionpac", "dishwasher tablet"],
  ["vanilla bean", "vanilla"], ["baby food", "babyfood"], ["pet food", "petfood"], ["bread crumb", "breadcrumb"],
  ["no added sugar", "sugarfree"], ["no sugar", "sugarfree"], ["zero sugar", "sugarfree"], ["sugar free", "sugarfree"],
  ["lactose free", "lactosefree"], ["zero lactose", "lactosefree"], ["dry milk", "milk powder"],
  ["powdered milk", "milk powder"], ["plant butter", "spread"], ["cat food", "petfood"], ["dog food", "petfood"],
  ["fish stick", "fishfinger"], ["corn on the cob", "corn"], ["corn cob", "corn"], ["self raising", "selfraising"],
  ["self rising", "selfraising"], ["canola oil", "canola vegetable oil"], ["sunflower oil", "sunflower vegetable oil"],
  ["chopped tomato", "chopped canned tomato"], ["diced tomato", "diced canned tomato"],
  ["crushed tomato", "crushed canned tomato"], ["animal cracker", "animalcracker"],
  ["chocolate bit", "chocolate chip"], ["chocolate morsel", "chocolate chip"], ["tortilla chip", "corn chip"],
  ["cut chip", "cut fries"], ["in water", "inwater"], ["in springwater", "inwater"], ["in olive oil", "inoil"],
  ["in oil", "inoil"], ["in brine", "inbrine"], ["fish finger", "fishfinger"], ["fruit spread", "jam"],
  ["beer battered", "battered"], ["dry roast", "roast"], ["kitchen towel", "papertowel"], ["bin bag", "rubbishbag"], ["freeze dried", "freezedried instant"],
  ["sun dried", "sundried"], ["k cup", "kcup"], ["coffee pod", "kcup"], ["sweet corn", "corn"], ["spring water", "springwater"],
];

/** Canonical token → the ways people write it, for building SQL search terms. */
export function surfaceForms(canonical: string): string[] {
  const forms = new Set<string>([canonical]);
  for (const [from, to] of PHRASES) if (to.split(" ").includes(canonical)) forms.add(from);
  for (const [from, to] of Object.entries(TOKEN_MAP)) if (to === canonical) forms.add(from);
  return [...forms];
}

/** Phrases by their first word, longest first within each word, so a token is checked only against phrases that can start with it. */
const PHRASES_BY_FIRST = new Map<string, { from: string[]; to: string[] }[]>();
for (const entry of PHRASES.map(([from, to]) => ({ from: from.split(" "), to: to.split(" ") })).sort((a, b) => b.from.length - a.from.length)) {
  const list = PHRASES_BY_FIRST.get(entry.from[0]);
  if (list) list.push(entry);
  else PHRASES_BY_FIRST.set(entry.from[0], [entry]);
}

const IRREGULAR: Record<string, string> = {
  leaves: "leaf", loaves: "loaf", halves: "half", knives: "knife", cookies: "cookie", brownies: "brownie",
  smoothies: "smoothie", veggies: "veggie", movies: "movie", fries: "fries", chives: "chive", olives: "olive",
  cloves: "clove", mice: "mouse", geese: "goose", teeth: "tooth", children: "child", cheeses: "cheese",
  sizes: "size", pieces: "piece", juices: "juice", sauces: "sauce", slices: "slice", spices: "spice",
  rices: "rice", species: "species", series: "series", anchovies: "anchovy", pies: "pie", ties: "tie",
  oats: "oat", bits: "bit", noodles: "noodle", brussels: "brussels",
};
const KEEP_S = /(ss|us|is)$/;

const IRREGULAR_MAP = new Map(Object.entries(IRREGULAR));

export function singularise(word: string): string {
  const irregular = IRREGULAR_MAP.get(word);
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !KEEP_S.test(word)) return word.slice(0, -1);
  return word;
}

function applyPhrases(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  outer: while (i < tokens.length) {
    for (const { from, to } of PHRASES_BY_FIRST.get(tokens[i]) ?? []) {
      let k = 1;
      while (k < from.length && tokens[i + k] === from[k]) k++;
      if (k === from.length) {
        out.push(...to);
        i += from.length;
        continue outer;
      }
    }
    out.push(tokens[i]);
    i++;
  }
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/;
const HAS_DIGIT = /\d/;

export interface NormalisedText {
  tokens: string[];
  size?: Quantity;
}

/** Lower-case, strip accents and punctuation, pull out the pack size, then canonicalise words. */
export function normaliseText(text: string, opts: { leadingCount?: boolean } = {}): NormalisedText {
  let t = text.toLowerCase();
  // Catalogue names are nearly all ASCII: decomposing accents is only needed when there are any.
  if (NON_ASCII.test(t)) t = t.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[’‘`]/g, "'");
  else if (t.includes("`")) t = t.replace(/`/g, "'");
  // Grades and catalogue numbers are not pack sizes: "Eggs Size 7", "Spaghetti No 5", "UMF 10+".
  if (HAS_DIGIT.test(t)) {
    t = t.replace(/\bsize\s*\d+\b/g, " ").replace(/\bno\.?\s*\d+\b/g, " ").replace(/\b\d+\+/g, " ");
    t = t.replace(/(\d+)\s*%/g, " $1pct ").replace(/\b(\d+)\/(\d+)\b/g, " $1 $2 ");
  }
  if (t.includes("&")) t = t.replace(/&/g, " and ");
  const { size, rest } = extractSize(t, opts);
  // Each word: canonical spelling, singular, canonical again (one loop: this runs for every
  // catalogue name a comparison reads).
  const raw: string[] = [];
  const pushCanonical = (w: string) => {
    const mapped = CANONICAL.get(w);
    if (mapped) raw.push(...mapped);
    else raw.push(w);
  };
  for (const word of (rest.includes("'") ? rest.replace(/'/g, "") : rest).split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const mapped = CANONICAL.get(word);
    if (mapped) for (const w of mapped) pushCanonical(singularise(w));
    else pushCanonical(singularise(word));
  }
  const tokens = applyPhrases(raw).filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  return { tokens, size };
}
