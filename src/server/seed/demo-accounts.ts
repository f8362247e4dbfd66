/** Demo logins printed by the seed and listed in the README. Demo-only credentials, not secrets. */
export const DEMO_ACCOUNTS = {
  shopper: { email: "shopper@cartwise.demo", password: "Shopper!2345", role: "shopper", name: "Sam Shopper" },
  shopper_sydney: { email: "shopper.sydney@cartwise.demo", password: "Sydney!2345", role: "shopper", name: "Sia Sydney" },
  shopper_seattle: { email: "shopper.seattle@cartwise.demo", password: "Seattle!2345", role: "shopper", name: "Sean Seattle" },
  admin: { email: "admin@cartwise.demo", password: "Admin!23456", role: "admin", name: "Ada Admin" },
  retailer_basic: { email: "retailer.basic@cartwise.demo", password: "Retailer!234", role: "retailer", name: "Basil Basic" },
  retailer_premium: { email: "retailer.premium@cartwise.demo", password: "Premium!2345", role: "retailer", name: "Priya Premium" },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** The demo shopper lives in Ponsonby, Auckland, so prices show in NZD. */
export const DEMO_SHOPPER_HOME = {
  streetAddress: "120 Ponsonby Road",
  suburb: "Ponsonby",
  country: "New Zealand",
  countryCode: "NZ",
  formattedAddress: "120 Ponsonby Road, Ponsonby, Auckland, New Zealand",
  latitude: -36.8543,
  longitude: 174.7464,
} as const;

/** One demo shopper per region, so each country's words, catalogue and currency can be tried. */
export const DEMO_SHOPPER_HOMES = {
  shopper: { ...DEMO_SHOPPER_HOME, preferredCurrency: "NZD" },
  shopper_sydney: {
    streetAddress: "500 George Street",
    suburb: "Sydney",
    country: "Australia",
    countryCode: "AU",
    formattedAddress: "500 George Street, Sydney NSW 2000, Australia",
    latitude: -33.8731,
    longitude: 151.2071,
    preferredCurrency: "AUD",
  },
  shopper_seattle: {
    streetAddress: "1500 Pike Place",
    suburb: "Downtown Seattle",
    country: "United States",
    countryCode: "US",
    formattedAddress: "1500 Pike Place, Seattle, WA 98101, United States",
    latitude: 47.6097,
    longitude: -122.3422,
    preferredCurrency: "USD",
  },
} as const satisfies Partial<Record<DemoAccountKey, Record<string, string | number>>>;
