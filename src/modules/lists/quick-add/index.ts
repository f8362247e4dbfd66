export * from "./common-items";
export { getGroceryDictionary, isKnownWord, type DictionaryWord, type GroceryDictionary } from "./dictionary";
export { boundedEditDistance } from "./edit-distance";
export { suggestSpelling, misspelledMessage, applySuggestion, DID_YOU_MEAN_LABEL, type SpellingIssue } from "./spelling";
export { validateCustomItem, CUSTOM_ITEM_MESSAGES, type CustomItemResult } from "./validate-custom-item";
export { dedupeSelection, toggleSelection, normaliseItemName } from "./selection";
