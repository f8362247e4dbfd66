import { QUICK_ADD_MAX_ITEM_LENGTH, QUICK_ADD_MIN_ITEM_LENGTH } from "./common-items";

export type CustomItemResult = { ok: true; value: string } | { ok: false; message: string };

export const CUSTOM_ITEM_MESSAGES = {
  empty: "Item name cannot be empty",
  tooShort: "Item name must be at least 2 characters long",
  digitsOnly: "Item name cannot be just numbers",
  invalidCharacters: "Item name contains invalid characters",
  // Quick Add items become list items, so the list-item length rule applies too.
  tooLong: "Item name must be between 1 and 100 characters.",
} as const;

// The spec's forbidden set: ! @ # $ % ^ & * ( ) _ + = [ ] { } ; ' : " \ | , . < > ?
const INVALID_CHARACTERS = /[!@#$%^&*()_+=[\]{};':"\\|,.<>?]/;

export function validateCustomItem(text: string): CustomItemResult {
  const value = text.trim();
  if (value.length === 0) return { ok: false, message: CUSTOM_ITEM_MESSAGES.empty };
  if (value.length < QUICK_ADD_MIN_ITEM_LENGTH) return { ok: false, message: CUSTOM_ITEM_MESSAGES.tooShort };
  if (/^\d+$/.test(value)) return { ok: false, message: CUSTOM_ITEM_MESSAGES.digitsOnly };
  if (INVALID_CHARACTERS.test(value)) return { ok: false, message: CUSTOM_ITEM_MESSAGES.invalidCharacters };
  if (value.length > QUICK_ADD_MAX_ITEM_LENGTH) return { ok: false, message: CUSTOM_ITEM_MESSAGES.tooLong };
  return { ok: true, value };
}
