/** Scraping Administration texts (retailer-admin spec section 8, "Administration"). Error toasts carry the title "Error". */
export const ADMIN_ERRORS = {
  fetchStores: "Failed to fetch stores",
  initializeStores: "Failed to initialize stores",
  updateStore: "Failed to update store",
  updateStoreStatus: "Failed to update store status",
  startScraping: "Failed to start scraping",
  setupSchedules: "Failed to setup schedules",
  fetchStatus: "Failed to fetch scraping status",
} as const;

export const ADMIN_TOASTS = {
  storesAdded: (n: number) => ({ title: "Stores Added", description: `Successfully added ${n} default stores` }),
  testSuccessful: (n: number) => ({ title: "Test Successful", description: `Found ${n} products` }),
  testFailed: (error: string | null | undefined) => ({ title: "Test Failed", description: error || "Unknown error" }),
  storeUpdated: { title: "Store Updated", description: "Store configuration updated successfully" },
  validationComplete: (passed: number, total: number, unit: "stores" | "tests") => ({
    title: "Validation Complete",
    description: unit === "stores" ? `${passed}/${total} stores passed validation` : `${passed}/${total} tests passed`,
  }),
  validationFailed: (message: string) => ({ title: "Validation Failed", description: message }),
  scrapingStarted: (description: string) => ({ title: "Scraping Started", description }),
  storeEnabled: { title: "Store Enabled" },
  storeDisabled: { title: "Store Disabled" },
  schedulesSetUp: (n: number) => ({ title: "Schedules Set Up", description: `${n} store${n === 1 ? "" : "s"} scheduled` }),
} as const;

export const STORE_NOT_FOUND = "Store not found";
export const NO_LOGS = "No scraping logs found";
export const NO_VALIDATION_RESULTS = "No validation results yet";
