import { describe, expect, it } from "vitest";
import { scoreCandidate } from "./score";
import type { MatchableProduct } from "./types";

let n = 0;
function product(name: string, brand: string | null = null, extra: Partial<MatchableProduct> = {}): MatchableProduct {
  return { key: `p${++n}`, name, brand, ...extra };
}

const accepts = (query: string, p: MatchableProduct) => scoreCandidate(query, p).acceptable;

describe("scoreCandidate: the query's head noun must be what the product is", () => {
  const distractors: [query: string, plain: MatchableProduct, distractor: MatchableProduct][] = [
    ["milk", product("Anchor Blue Top Milk 2L", "Anchor"), product("Whittaker's Creamy Milk Chocolate Block 250g", "Whittaker's")],
    ["milk", product("Pams Standard Milk 2L", "Pams"), product("Kara Coconut Milk 400ml", "Kara")],
    ["milk", product("Pams Standard Milk 2L", "Pams"), product("Primo Chocolate Flavoured Milk 600ml", "Primo")],
    ["milk", product("Pams Standard Milk 2L", "Pams"), product("Nestle Sweetened Condensed Milk 395g", "Nestle")],
    ["milk", product("Pams Standard Milk 2L", "Pams"), product("Arnott's Milk Arrowroot 250g", "Arnott's")],
    ["butter", product("Anchor Butter 500g", "Anchor"), product("Pic's Peanut Butter Smooth 380g", "Pic's")],
    ["butter", product("Anchor Butter 500g", "Anchor"), product("I Can't Believe It's Not Butter! Original Spread 15 oz", "I Can't Believe It's Not Butter!")],
    ["chicken", product("Tegel Chicken Breast Fillets 500g", "Tegel"), product("Campbell's Real Stock Chicken 1L", "Campbell's")],
    ["chicken", product("Chicken Drumsticks per kg"), product("Patak's Butter Chicken Simmer Sauce 450g", "Patak's")],
    ["chicken", product("Whole Chicken 1.6kg"), product("Tegel Chicken Nuggets 1kg", "Tegel")],
    ["eggs", product("Pams Barn Eggs Size 7 12pk", "Pams"), product("Chang's Egg Noodles 375g", "Chang's")],
    ["eggs", product("Pams Barn Eggs Size 7 12pk", "Pams"), product("Cadbury Creme Egg 5 x 40g", "Cadbury")],
    ["apples", product("Apples Royal Gala per kg"), product("Just Juice Apple Juice 1L", "Just Juice")],
    ["apples", product("Gala Apples per lb"), product("Mott's Applesauce 48 oz", "Mott's")],
    ["rice", product("SunRice Jasmine Rice 1kg", "SunRice"), product("Sakata Rice Crackers Original 100g", "Sakata")],
    ["bread", product("Tip Top Toast White Bread 700g", "Tip Top"), product("Champion Bread Flour 1.5kg", "Champion")],
    ["bread", product("Tip Top Toast White Bread 700g", "Tip Top"), product("Pams Garlic Bread 2pk", "Pams")],
    ["cheese", product("Mainland Tasty Cheese 1kg", "Mainland"), product("Cheez-It Original Cheese Crackers 12.4 oz", "Cheez-It")],
    ["cheese", product("Mainland Tasty Cheese 1kg", "Mainland"), product("Philadelphia Cream Cheese Block 250g", "Philadelphia")],
    ["tomatoes", product("Tomatoes Loose per kg"), product("Wattie's Tomato Sauce 560g", "Wattie's")],
    ["tomatoes", product("Tomatoes Loose per kg"), product("Wattie's Chopped Tomatoes 400g", "Wattie's")],
    ["oranges", product("Oranges Navel per kg"), product("Nudie Nothing But Oranges 1L", "Nudie")],
    ["potatoes", product("Potatoes Washed per kg"), product("Bluebird Original Ready Salted Potato Chips 150g", "Bluebird")],
    ["onions", product("Onions Brown per kg"), product("Spring Onions bunch")],
    ["sugar", product("Chelsea White Sugar 1.5kg", "Chelsea"), product("Chelsea Soft Brown Sugar 1kg", "Chelsea")],
    ["salt", product("Cerebos Iodised Table Salt 500g", "Cerebos"), product("Greggs Chicken Salt 150g", "Greggs")],
    ["strawberries", product("Strawberries Punnet 250g"), product("Fresh 'n Fruity Strawberry Yoghurt 6 x 125g", "Fresh 'n Fruity")],
    ["salmon", product("Salmon Fillets Skin On per kg"), product("Regal Cold Smoked Salmon 100g", "Regal")],
  ];

  it.each(distractors)("%s: accepts %o, rejects the distractor", (query, plain, distractor) => {
    expect(accepts(query, plain)).toBe(true);
    const verdict = scoreCandidate(query, distractor);
    expect(verdict.acceptable).toBe(false);
    expect(verdict.reasons.at(-1)).toMatch(/different product|not what this product is|this is|not sold by|missing/);
  });

  it("accepts the distractor when the line asks for it", () => {
    expect(accepts("coconut milk", product("Kara Coconut Milk 400ml", "Kara"))).toBe(true);
    expect(accepts("milk chocolate", product("Whittaker's Creamy Milk Chocolate Block 250g", "Whittaker's"))).toBe(true);
    expect(accepts("peanut butter", product("Pic's Peanut Butter Smooth 380g", "Pic's"))).toBe(true);
    expect(accepts("chicken stock", product("Campbell's Real Stock Chicken 1L", "Campbell's"))).toBe(true);
    expect(accepts("butter chicken", product("Patak's Butter Chicken Simmer Sauce 450g", "Patak's"))).toBe(true);
    expect(accepts("egg noodles", product("Chang's Egg Noodles 375g", "Chang's"))).toBe(true);
    expect(accepts("apple juice", product("Just Juice Apple Juice 1L", "Just Juice"))).toBe(true);
    expect(accepts("rice crackers", product("Sakata Rice Crackers Original 100g", "Sakata"))).toBe(true);
    expect(accepts("bread flour", product("Champion Bread Flour 1.5kg", "Champion"))).toBe(true);
    expect(accepts("cheese crackers", product("Cheez-It Original Cheese Crackers 12.4 oz", "Cheez-It"))).toBe(true);
    expect(accepts("chocolate milk", product("Primo Chocolate Flavoured Milk 600ml", "Primo"))).toBe(true);
  });

  it("keeps the order of a compound: chocolate milk is not milk chocolate", () => {
    expect(accepts("chocolate milk", product("Whittaker's Creamy Milk Chocolate Block 250g", "Whittaker's"))).toBe(false);
    expect(accepts("milk chocolate", product("Primo Chocolate Flavoured Milk 600ml", "Primo"))).toBe(false);
  });

  it("treats cuts as the animal and flavours as the prepared product", () => {
    expect(accepts("chicken", product("Chicken Thigh Fillets per kg"))).toBe(true);
    expect(accepts("steak", product("Beef Rump Steak per kg"))).toBe(true);
    expect(accepts("mince", product("Pork Mince per kg"))).toBe(false);
    expect(accepts("pork mince", product("Pork Mince per kg"))).toBe(true);
    expect(accepts("strawberry yogurt", product("Fresh 'n Fruity Strawberry Yoghurt 6 x 125g", "Fresh 'n Fruity"))).toBe(true);
    // A plain staple is the plain product (issue 22): a flavour the line does not name makes a variant.
    expect(accepts("yogurt", product("Fresh 'n Fruity Strawberry Yoghurt 6 x 125g", "Fresh 'n Fruity"))).toBe(false);
    expect(accepts("yogurt", product("Pams Vanilla Yoghurt 1kg", "Pams"))).toBe(false);
    expect(accepts("yogurt", product("Anchor Greek Yoghurt Natural 1kg", "Anchor"))).toBe(true);
    expect(accepts("vanilla yogurt", product("Pams Vanilla Yoghurt 1kg", "Pams"))).toBe(true);
    expect(accepts("sausages", product("Hellers Pork & Fennel Sausages 500g", "Hellers"))).toBe(true);
    expect(accepts("pasta", product("Barilla Spaghetti 500g", "Barilla"))).toBe(true);
  });

  it("a pantry flavouring alone is the pantry product; a plain staple is the plain product", () => {
    expect(accepts("vanilla", product("Equagold Vanilla Essence 100ml", "Equagold"))).toBe(true);
    expect(accepts("vanilla", product("McCormick Pure Vanilla Extract 2 fl oz", "McCormick"))).toBe(true);
    expect(accepts("vanilla", product("Pams Vanilla Yoghurt 1kg", "Pams"))).toBe(false);
    expect(accepts("vanilla", product("Tip Top Vanilla Ice Cream 2L", "Tip Top"))).toBe(false);
    expect(accepts("vanilla", product("International Delight French Vanilla Creamer 32 fl oz", "International Delight"))).toBe(false);
    expect(accepts("milk", product("Anchor Lite Milk 1L", "Anchor"))).toBe(false);
    expect(accepts("lite milk", product("Anchor Lite Milk 1L", "Anchor"))).toBe(true);
    expect(accepts("milk", product("Coles Skim Milk 2L", "Coles"))).toBe(false);
    expect(accepts("milk", product("Anchor Blue Top Milk 2L", "Anchor"))).toBe(true);
    expect(accepts("butter", product("Woolworths Unsalted Butter 250g", "Woolworths"))).toBe(false);
    expect(accepts("unsalted butter", product("Woolworths Unsalted Butter 250g", "Woolworths"))).toBe(true);
    expect(accepts("butter", product("Anchor Butter 500g", "Anchor"))).toBe(true);
  });

  it("requires the line's modifiers, but not from the brand for grocery words", () => {
    expect(accepts("free range eggs", product("Pams Barn Eggs Size 7 12pk", "Pams"))).toBe(false);
    expect(accepts("free range eggs", product("Woodland Free Range Eggs Size 7 12pk", "Woodland"))).toBe(true);
    expect(accepts("whole chicken", product("365 by Whole Foods Market Organic Chicken Breast 1.5 lb", "365 by Whole Foods Market"))).toBe(false);
    expect(accepts("Anchor blue top", product("Anchor Blue Top Milk 2L", "Anchor"))).toBe(true);
    expect(accepts("Anchor blue top", product("Anchor Lite Milk 2L", "Anchor"))).toBe(false);
    expect(accepts("organic milk", product("Horizon Organic Whole Milk 64 fl oz", "Horizon Organic", { tags: ["organic"] }))).toBe(true);
    expect(accepts("frozen peas", product("Wattie's Garden Peas 1kg", "Wattie's", { category: "frozen" }))).toBe(true);
  });

  it("rejects opposites of soft words", () => {
    expect(accepts("fresh salmon", product("Trader Joe's Frozen Wild Salmon Fillets 1 lb", "Trader Joe's"))).toBe(false);
    expect(accepts("salted butter", product("Anchor Unsalted Butter 500g", "Anchor"))).toBe(false);
    expect(accepts("salted butter", product("Anchor Butter 500g", "Anchor"))).toBe(true);
  });

  it("tolerates typos in brand names and scores closer names higher", () => {
    expect(accepts("tillamok cheddar", product("Tillamook Medium Cheddar Cheese 8 oz", "Tillamook"))).toBe(true);
    const plain = scoreCandidate("milk", product("Pams Standard Milk 2L", "Pams")).score;
    const extra = scoreCandidate("milk", product("Lewis Road Creamery Organic Whole Milk 750ml", "Lewis Road Creamery")).score;
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeGreaterThanOrEqual(extra);
  });
});
