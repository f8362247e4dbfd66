import type { StoreType } from "./types";

/**
 * How a chain prices and ranges its shelves. `level` scales everything; `byCategory` lets chains
 * be cheap in different places (butchers on meat, greengrocers on produce) so the cheapest basket
 * genuinely needs more than one store.
 */
export interface ChainProfile {
  level: number;
  byCategory: Partial<Record<string, number>>;
  /** Share of eligible branded lines stocked (0–1). */
  stockShare: number;
  /** Share of eligible unbranded lines (loose produce, counter meat) stocked. */
  looseShare: number;
  /** Weekly chance that a stocked line is on special. */
  specialRate: number;
  /** Categories with a higher special rate (New World produce specials). */
  specialCategories?: string[];
  /** Specialty stores: categories fully ranged; everything else only via `extraGenerics`. */
  categories?: string[];
  extraGenerics?: string[];
}

const SUPERMARKET_DEFAULT = { stockShare: 0.75, looseShare: 0.9, specialRate: 0.1 };

export const CHAIN_PROFILES: Record<string, ChainProfile> = {
  "woolworths-nz": { ...SUPERMARKET_DEFAULT, level: 1.0, byCategory: {}, stockShare: 0.82 },
  "new-world": { ...SUPERMARKET_DEFAULT, level: 1.07, byCategory: { produce: 0.93 }, specialCategories: ["produce"], stockShare: 0.8 },
  paknsave: { ...SUPERMARKET_DEFAULT, level: 0.89, byCategory: { produce: 0.96 }, stockShare: 0.7 },
  freshchoice: { ...SUPERMARKET_DEFAULT, level: 1.06, byCategory: {}, stockShare: 0.62 },
  "four-square": { ...SUPERMARKET_DEFAULT, level: 1.17, byCategory: {}, stockShare: 0.4, looseShare: 0.5 },
  farro: { ...SUPERMARKET_DEFAULT, level: 1.26, byCategory: { produce: 1.08, bakery: 1.1 }, stockShare: 0.45, looseShare: 0.95 },
  coles: { ...SUPERMARKET_DEFAULT, level: 1.0, byCategory: { meat: 0.97 }, stockShare: 0.82 },
  "woolworths-au": { ...SUPERMARKET_DEFAULT, level: 1.0, byCategory: { dairy: 0.96, produce: 1.02 }, stockShare: 0.82 },
  aldi: { ...SUPERMARKET_DEFAULT, level: 0.86, byCategory: {}, stockShare: 0.42, looseShare: 0.75 },
  iga: { ...SUPERMARKET_DEFAULT, level: 1.1, byCategory: {}, stockShare: 0.62 },
  "harris-farm": { ...SUPERMARKET_DEFAULT, level: 1.12, byCategory: { produce: 0.9 }, stockShare: 0.4, looseShare: 1, specialCategories: ["produce"] },
  safeway: { ...SUPERMARKET_DEFAULT, level: 1.06, byCategory: {}, stockShare: 0.8 },
  qfc: { ...SUPERMARKET_DEFAULT, level: 1.03, byCategory: {}, stockShare: 0.78 },
  "fred-meyer": { ...SUPERMARKET_DEFAULT, level: 0.95, byCategory: { household: 0.9 }, stockShare: 0.82 },
  "trader-joes": { ...SUPERMARKET_DEFAULT, level: 0.93, byCategory: {}, stockShare: 0.3, looseShare: 0.75 },
  "whole-foods": { ...SUPERMARKET_DEFAULT, level: 1.2, byCategory: { produce: 1.05 }, stockShare: 0.6, looseShare: 1 },
  pcc: { ...SUPERMARKET_DEFAULT, level: 1.22, byCategory: { produce: 1.0 }, stockShare: 0.55, looseShare: 1 },
};

const SPECIALTY: Record<Exclude<StoreType, "supermarket">, ChainProfile> = {
  grocery: { level: 1.08, byCategory: { produce: 0.97 }, stockShare: 0.35, looseShare: 0.6, specialRate: 0.08 },
  butcher: {
    level: 1.15, byCategory: { meat: 0.85, deli: 0.92 }, stockShare: 1, looseShare: 1, specialRate: 0.12,
    categories: ["meat"], extraGenerics: ["eggs", "bacon", "ham", "salami", "bbq sauce", "mustard", "burger patties"],
  },
  greengrocer: {
    level: 1.1, byCategory: { produce: 0.82 }, stockShare: 1, looseShare: 1, specialRate: 0.15,
    categories: ["produce"], extraGenerics: ["eggs", "honey", "nuts", "dried fruit", "sourdough bread"],
  },
  fishmonger: {
    level: 1.1, byCategory: { seafood: 0.87 }, stockShare: 1, looseShare: 1, specialRate: 0.12,
    categories: ["seafood"], extraGenerics: ["lemons", "limes", "parsley", "smoked salmon"],
  },
};

export function profileFor(chainKey: string, storeType: StoreType): ChainProfile {
  return CHAIN_PROFILES[chainKey] ?? (storeType === "supermarket" ? SPECIALTY.grocery : SPECIALTY[storeType]);
}

export const COUNTRY_PRICE_LEVEL = { NZ: 1.45, AU: 1.38, US: 1.0 } as const;

/** Items every supermarket ranges in some form; mirrors the shopper Quick Add list. */
export const QUICK_ADD_GENERICS: Record<string, string[]> = {
  Milk: ["milk"],
  Bread: ["bread"],
  Eggs: ["eggs"],
  Butter: ["butter"],
  Cheese: ["cheese"],
  Yogurt: ["yogurt"],
  Bananas: ["bananas"],
  Apples: ["apples"],
  Oranges: ["oranges"],
  Carrots: ["carrots"],
  Onions: ["onions"],
  Potatoes: ["potatoes"],
  Chicken: ["chicken breast", "chicken thighs", "chicken drumsticks", "whole chicken", "chicken wings"],
  "Ground Beef": ["ground beef"],
  Rice: ["rice"],
  Pasta: ["pasta"],
  Cereal: ["cereal"],
  Coffee: ["coffee"],
  Tea: ["tea"],
  Sugar: ["sugar"],
  Salt: ["salt"],
  "Olive Oil": ["olive oil"],
  Tomatoes: ["tomatoes"],
  Lettuce: ["lettuce"],
};
