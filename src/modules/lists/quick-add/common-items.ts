/** The 24 tiles of the Quick Add grid, in the order the spec lists them. */
export const COMMON_ITEMS = [
  "Milk",
  "Bread",
  "Eggs",
  "Butter",
  "Cheese",
  "Yogurt",
  "Bananas",
  "Apples",
  "Oranges",
  "Carrots",
  "Onions",
  "Potatoes",
  "Chicken",
  "Ground Beef",
  "Rice",
  "Pasta",
  "Cereal",
  "Coffee",
  "Tea",
  "Sugar",
  "Salt",
  "Olive Oil",
  "Tomatoes",
  "Lettuce",
] as const;

export type CommonItem = (typeof COMMON_ITEMS)[number];

export const QUICK_ADD_MIN_ITEM_LENGTH = 2;
export const QUICK_ADD_MAX_ITEM_LENGTH = 100;
export const MAX_SPELLING_SUGGESTIONS = 3;
export const MAX_SPELLING_DISTANCE = 2;
export const MAX_SPELLING_LENGTH_DIFFERENCE = 2;

/** A Quick Add with no existing list creates this list. */
export const QUICK_ADD_DEFAULT_LIST_NAME = "Quick Items";
export const QUICK_ADD_EMPTY_SELECTION_MESSAGE = "Please select at least one item to add.";
