/** Demo logins printed by the seed and listed in the README. Demo-only credentials, not secrets. */
export const DEMO_ACCOUNTS = {
  shopper: { email: "shopper@cartwise.demo", password: "Shopper!2345", role: "shopper", name: "Sam Shopper" },
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
