/**
 * Grocery word knowledge used by the matcher. Words are in their normalised (singular, canonical)
 * form — see normalise.ts. The sets are deliberately about *kinds of product*, not about any one
 * catalogue: they decide when a word in a product name makes it a different thing from what the
 * shopper asked for.
 */

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Prepared/processed product types. As a head they name the product; elsewhere they change it. */
export const FORMS = set(`
  milk butter cheese cream sourcream creamcheese cottagecheese icecream yogurt buttermilk spread honey toast
  chocolate biscuit cracker chip popcorn pretzel cake muffin englishmuffin pie tart pastry croissant bagel
  bread roll bun wrap pita pizza sandwich burger patty sausage nugget schnitzel kiev meatball ham bacon salami
  pepperoni jerky stock base soup sauce ketchup mayonnaise mustard dressing dip salsa hummus pesto
  paste puree relish chutney pickle jam marmalade jelly syrup juice nectar cordial drink soda cola
  lemonade softdrink water tea icedtea coffee icedcoffee creamer smoothie shake beer wine cider vinegar oil flour sugar
  icingsugar salt powder seasoning mix kit meal curry noodle pasta cereal bar lolly candy gum fries wedge
  hashbrown ring bite dumpling salad babyfood petfood tofu butterchicken macandcheese lasagne breadcrumb
  crouton stuffing gravy custard pudding dessert sorbet gelato spray bit morsel extract
  applesauce marinade rub cube granule lump gummy fishfinger
`);

export const ANIMALS = set(`
  chicken beef pork lamb mutton turkey duck veal venison goat fish salmon tuna cod snapper hoki tarakihi gurnard
  barramundi flathead halibut rockfish sole kingfish trout tilapia basa hake prawn crab lobster mussel oyster
  scallop squid calamari octopus anchovy sardine mackerel seafood
`);

/** Raw produce, grains, nuts and other whole foods (plus every animal). */
export const RAW_FOODS = new Set([
  ...set(`
    apple banana orange mandarin lemon lime pear grape strawberry blueberry raspberry blackberry boysenberry berry
    cherry avocado watermelon melon pineapple mango kiwifruit peach nectarine plum apricot coconut almond peanut
    cashew walnut hazelnut macadamia pistachio pecan nut raisin sultana cranberry date fig prune olive carrot onion
    springonion shallot garlic ginger potato kumara tomato lettuce spinach kale cabbage broccoli cauliflower celery
    cucumber capsicum zucchini pumpkin squash corn pea bean chickpea lentil mushroom beetroot beet asparagus
    eggplant herb basil parsley coriander mint peppermint rosemary thyme oregano dill chive chilli pepper paprika
    cinnamon cocoa egg rice oat soy quinoa barley fennel leek radish turnip parsnip
  `),
  ...ANIMALS,
]);

/** Meat cuts and portions: transparent after an animal ("chicken" accepts "chicken breast fillets"). */
export const CUTS = set(`
  breast thigh drumstick wing fillet mince steak chop cutlet rump sirloin scotch ribeye strip topside chuck leg
  loin shoulder rack belly diced stew roast tenderloin brisket rib shank tail eye tube
`);

/** Heads that name a form of meat and so take any animal in front ("beef sausages", "chicken stock"). */
export const SPECIES_HEADS = new Set([
  ...CUTS,
  ...set("sausage patty burger nugget schnitzel stock soup pie dumpling meatball kiev ham bacon salami fishfinger"),
]);

/** Without a named animal these mean beef (as shoppers in NZ/AU/US use them). */
export const DEFAULT_SPECIES: Record<string, string> = { mince: "beef", steak: "beef" };

/**
 * Processed products whose flavour or ingredient words do not change what they are:
 * "strawberry yogurt" is yogurt, "chicken noodle soup" is soup, "cheese crackers" are crackers.
 */
export const FLAVOURABLE = set(`
  yogurt icecream chip cracker biscuit noodle soup sauce stock sausage pie pizza dumpling dip jam ham bacon
  marmalade croissant pastry tart bagel mayonnaise
  juice cordial drink soda water cereal muesli granola bar cake muffin chocolate lolly candy popcorn hummus curry
  paste seasoning smoothie nectar burger patty salad marinade
`);

/**
 * Words that turn a plain food (produce, meat, a cut) into a different product when the shopper did
 * not ask for them. Prepared products carry their own lists in TYPE_CHANGERS.
 */
export const GLOBAL_TYPE_CHANGERS = set(`
  flavoured crumbed battered covered coated candied pickled canned dried dry powdered condensed evaporated
`);

/** Sold by volume when they are the real thing: "milk" by weight is a biscuit or a powder. */
export const LIQUID_HEADS = set("milk juice water wine beer cordial soda cola vinegar");
/** Sold by weight or count when they are the real thing: "tea" by volume is a bottled drink. */
export const DRY_HEADS = set("tea coffee");

/** Prepared words that read as a flavour after a flavourable product ("Popcorn Sea Salt"). */
export const FLAVOUR_FORMS = set("salt vinegar cheese butter honey chocolate sugar sourcream caramel");

/** Extra changers for fresh fruit and vegetables: frozen berries are not what "blueberries" means. */
export const PRODUCE_TYPE_CHANGERS = set("frozen");

/** Head-specific modifiers that change the product ("brown sugar" is not "sugar"). */
export const TYPE_CHANGERS: Record<string, Set<string>> = {
  // A plain staple means the plain product (issue 22): lite, skim, lactose-free or protein milk only when the line says so.
  milk: set("goat plant chocolate strawberry banana coffee malt flavoured condensed evaporated powdered light skim lactosefree protein"),
  // Plain "chips" are potato chips in all three countries; corn, banana or chocolate chips are not what a local means.
  chip: set("corn tortilla banana chocolate kale apple vegetable veggie"),
  sugar: set("brown muscovado demerara palm coconut"),
  onion: set("fried crispy"),
  potato: set("instant mashed"),
  tomato: set("sundried passata"),
  salmon: set("smoked"),
  trout: set("smoked"),
  fish: set("smoked"),
  mussel: set("smoked marinated"),
  oyster: set("smoked"),
  chicken: set("roast rotisserie cooked hot"),
  turkey: set("roast cooked"),
  egg: set("creme easter"),
  // Plain "yogurt" is plain yogurt: a flavour (PLAIN_FLAVOURED_HEADS) or a lite tub only when asked for.
  yogurt: set("frozen covered coated light skim"),
  tea: set("green herbal peppermint chamomile rooibos fruit mint icedtea"),
  cheese: set("parmesan feta halloumi brie camembert blue ricotta mascarpone goat bocconcini burrata light"),
  chocolate: set("drinking hot"),
  corn: set("kernel creamed baby"),
  rice: set("puffed"),
  water: set("sparkling coconut"),
  // Plain "butter" is salted butter, as it is sold by default in NZ, AU and the US.
  butter: set("plant unsalted light"),
  coffee: set("decaf decaffeinated"),
};

/**
 * Heads whose plain line means the unflavoured product: "yogurt" is natural or Greek, not vanilla
 * or strawberry (a flavour word there makes it a variant unless the line names it).
 */
export const PLAIN_FLAVOURED_HEADS = set("yogurt");
/** Flavour words that are not produce: with PLAIN_FLAVOURED_HEADS they make a variant. */
export const FLAVOUR_WORDS = set("vanilla honey caramel chocolate coffee mocha toffee berry fruit cookie");

/**
 * Baking and pantry flavourings: a line that is only such a word ("Vanilla") means the pantry
 * product (essence, extract, paste, pods), never a product flavoured with it (vanilla yoghurt, ice
 * cream, creamer, granola).
 */
export const PANTRY_FLAVOURS = set("vanilla");
/** Forms a pantry flavouring is sold as. */
export const PANTRY_FORMS = set("extract essence paste pod bean powder");

/** Kind words a head tolerates even though they are kinds themselves. */
export const ALLOW: Record<string, Set<string>> = {
  coffee: set("bean roast dried granule"),
  bread: set("soy oat honey toast sandwich"),
  butterchicken: set("sauce curry meal paste"),
  cheese: set("milk wedge slice"),
  creamcheese: set("spread"),
  nut: set("roast"), peanut: set("roast"), almond: set("roast"), cashew: set("roast"), hazelnut: set("roast"),
  walnut: set("roast"), macadamia: set("roast"), pistachio: set("roast"),
  stock: set("cube powder concentrate base liquid"),
  spread: set("butter olive"),
  tomato: set("cherry grape diced"),
  chocolate: set("bar cocoa"),
  wrap: set("flour corn"),
  roll: set("burger hotdog"),
  bun: set("burger hotdog"),
  rice: set("bean"),
  cereal: set("oat rice corn honey berry nut almond raisin chocolate"),
  oil: set("olive"),
};

/** Hyponym → the generic word a shopper types ("spaghetti" is pasta, "sourdough" is bread). */
export const HYPERNYMS: Record<string, string> = {
  spaghetti: "pasta", penne: "pasta", fusilli: "pasta", spiral: "pasta", macaroni: "pasta", fettuccine: "pasta",
  rotini: "pasta", linguine: "pasta", farfalle: "pasta", rigatoni: "pasta", tagliatelle: "pasta", orzo: "pasta",
  weetbix: "cereal", cornflake: "cereal", nutrigrain: "cereal", specialk: "cereal", cheerio: "cereal",
  frostedflake: "cereal", muesli: "cereal", granola: "cereal",
  sourdough: "bread", loaf: "bread",
  bun: "roll", tortilla: "wrap",
  ramen: "noodle", migoreng: "noodle",
  gyoza: "dumpling", potsticker: "dumpling", wonton: "dumpling",
  lager: "beer", ale: "beer",
  cod: "fish", snapper: "fish", hoki: "fish", tarakihi: "fish", gurnard: "fish", barramundi: "fish",
  flathead: "fish", halibut: "fish", rockfish: "fish", sole: "fish", kingfish: "fish", trout: "fish",
  kcup: "coffee", wheatbiscuit: "cereal",
  parmesan: "cheese", feta: "cheese", halloumi: "cheese", brie: "cheese", camembert: "cheese", mozzarella: "cheese",
  cheddar: "cheese", colby: "cheese", edam: "cheese", gouda: "cheese", ricotta: "cheese", mascarpone: "cheese",
  bocconcini: "cheese", burrata: "cheese",
  zucchini: "squash", animalcracker: "biscuit",
  // Soft drinks are sold under their own names: "cola" and "lemonade" are what "soft drink" / "soda" / "fizzy" buy.
  cola: "softdrink", lemonade: "softdrink", paeroa: "softdrink",
  strawberry: "berry", blueberry: "berry", raspberry: "berry", blackberry: "berry", boysenberry: "berry", cranberry: "berry",
};

/** List-item words that never need to appear in the product. */
export const SOFT_WORDS = set(`
  fresh loose each ea bunch punnet bag pack packet box bottle carton tin can jar tub tray block large small
  medium big value family bulk original classic regular premium select quality please some any brand cheap
  cheapest best good nice new kg lb rasher salted sweetened
`);

/** A soft word in the list line rules out products that say the opposite ("fresh" vs "frozen"). */
export const ANTONYMS: Record<string, string[]> = { fresh: ["frozen"], salted: ["unsalted"], sweetened: ["unsweetened"] };

/** Dropped everywhere: glue words. */
export const STOP_WORDS = set("a an the of and with in on for by to n or its it is");

export function isKind(word: string): boolean {
  return FORMS.has(word) || RAW_FOODS.has(word) || CUTS.has(word) || word in HYPERNYMS;
}

/** Priority when picking a head: prepared forms name the product over cuts over raw foods. */
export function kindRank(word: string): number {
  const base = word in HYPERNYMS ? HYPERNYMS[word] : word;
  if (FORMS.has(word) || FORMS.has(base)) return 3;
  if (CUTS.has(word)) return 2;
  if (RAW_FOODS.has(word) || RAW_FOODS.has(base)) return 1;
  return 0;
}
