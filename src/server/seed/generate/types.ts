export type CountryCode = "NZ" | "AU" | "US";
export type CurrencyCode = "NZD" | "AUD" | "USD";
export type CityKey = "auckland" | "sydney" | "seattle";
export type StoreType = "supermarket" | "grocery" | "butcher" | "greengrocer" | "fishmonger";
export type ProductUnit = "g" | "ml" | "each";

export interface DemoCity {
  key: CityKey;
  name: string;
  country: CountryCode;
  currency: CurrencyCode;
  lat: number;
  lng: number;
}

export interface DemoStore {
  key: string;
  cityKey: string;
  name: string;
  chain: string | null;
  storeType: StoreType;
  address: string;
  suburb: string;
  lat: number;
  lng: number;
  /** 3.0–4.9, one decimal place. */
  rating: number;
  retailerKey: string | null;
}

export interface DemoProduct {
  key: string;
  /** Full display name including brand and size, e.g. "Anchor Blue Top Milk 2L". */
  name: string;
  brand: string | null;
  /** As printed: "2L", "500g", "12pk", "64 fl oz", "per kg", "each". */
  size: string;
  /** Normalised: grams for weight, millilitres for volume, count for each. */
  unitQuantity: number;
  unit: ProductUnit;
  category: string;
  /** What a shopper would type, e.g. "milk". */
  genericName: string;
  tags: string[];
  barcode: string | null;
  countries: CountryCode[];
}

export interface DemoPricePoint {
  productKey: string;
  storeKey: string;
  amountCents: number;
  currency: CurrencyCode;
  observedAt: Date;
  source: "seed";
  onSpecial: boolean;
}

export interface DemoRetailer {
  key: string;
  name: string;
  address: string;
  gstNumber: string | null;
  tier: "basic" | "premium";
  isDemo: boolean;
  ownerKey: "retailer_basic" | "retailer_premium";
}

export interface DemoCoupon {
  key: string;
  retailerKey: string;
  title: string;
  description: string;
  discountValue: string;
  /** yyyy-MM-dd (UTC), relative to `now`. */
  expiryDate: string;
  status: "available" | "expired";
}

export interface DemoAd {
  key: string;
  retailerKey: string;
  bannerText: string;
  cta: string | null;
  placement: "homepage" | "category" | "coupon";
}

export interface DemoList {
  ownerKey: "shopper";
  name: string;
  items: { name: string; quantity: number }[];
}

export interface DemoData {
  cities: DemoCity[];
  stores: DemoStore[];
  products: DemoProduct[];
  /** Weekly points for each stocked (store, product); the newest point per pair is the current price. */
  prices: DemoPricePoint[];
  retailers: DemoRetailer[];
  coupons: DemoCoupon[];
  ads: DemoAd[];
  demoLists: DemoList[];
}

export interface GenerateOptions {
  seed?: number;
  weeksOfHistory?: number;
  now?: Date;
}
