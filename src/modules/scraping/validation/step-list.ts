import type { ValidationStepId } from "../admin/schemas";

/** The 8 validation steps, in order (spec section 2, Validation). Store steps name the sample store they scrape. */
export const VALIDATION_STEPS: { id: ValidationStepId; name: string; store?: string }[] = [
  { id: "store_init", name: "Store Initialization" },
  { id: "countdown", name: "Countdown Scraping (API)", store: "Countdown" },
  { id: "new_world", name: "New World Scraping (HTML)", store: "New World" },
  { id: "paknsave", name: "Pak'nSave Scraping (HTML with delay)", store: "Pak'nSave" },
  { id: "butcher", name: "Local Butcher Scraping (specialty)", store: "Local Butcher" },
  { id: "price", name: "Price Validation" },
  { id: "memory", name: "Product Memory" },
  { id: "errors", name: "Error Handling" },
];

/** Spec: 2 seconds between store tests in a full validation. */
export const VALIDATION_STORE_DELAY_MS = 2000;
