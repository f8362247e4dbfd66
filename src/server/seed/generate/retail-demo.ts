import type { DemoAd, DemoCoupon, DemoList, DemoRetailer } from "./types";

export const RETAILER_BASIC_KEY = "retailer-kingsland-butchery";
export const RETAILER_PREMIUM_KEY = "retailer-harbour-fresh";

export const RETAILERS: DemoRetailer[] = [
  {
    key: RETAILER_BASIC_KEY,
    name: "Kingsland Butchery Ltd",
    address: "445 New North Road, Kingsland, Auckland 1021",
    gstNumber: "123-456-789",
    tier: "basic",
    // Not the demo account: this login walks the real billing flow (local Stripe fake with no keys).
    isDemo: false,
    ownerKey: "retailer_basic",
  },
  {
    key: RETAILER_PREMIUM_KEY,
    name: "Harbour Fresh Co",
    address: "22-32 Jellicoe Street, Wynyard Quarter, Auckland 1010",
    gstNumber: "98-765-432",
    tier: "premium",
    isDemo: true,
    ownerKey: "retailer_premium",
  },
];

/** Store names (from the city tables) owned by each demo retailer. */
export const RETAILER_STORES: Record<string, string[]> = {
  [RETAILER_BASIC_KEY]: ["Kingsland Butchery"],
  [RETAILER_PREMIUM_KEY]: ["Auckland Fish Market", "Mt Albert Fruit & Vege", "Onehunga Fresh Produce"],
};

type CouponSeed = Omit<DemoCoupon, "expiryDate" | "status"> & { daysFromNow: number };

const COUPON_SEEDS: CouponSeed[] = [
  { key: "coupon-kb-sausages", retailerKey: RETAILER_BASIC_KEY, title: "Sausage Sizzle Saver", description: "20% off all house-made sausages, Thursday to Sunday.", discountValue: "20%", daysFromNow: 21 },
  { key: "coupon-kb-mince", retailerKey: RETAILER_BASIC_KEY, title: "$5 off Premium Mince", description: "Save $5 when you buy 2kg or more of premium beef mince.", discountValue: "$5", daysFromNow: 10 },
  { key: "coupon-kb-bacon", retailerKey: RETAILER_BASIC_KEY, title: "Free Streaky Bacon", description: "Free 250g streaky bacon with any roast over $30.", discountValue: "Free 250g bacon", daysFromNow: 35 },
  { key: "coupon-kb-winter", retailerKey: RETAILER_BASIC_KEY, title: "Winter Stew Pack", description: "15% off diced chuck and shin for slow cooking.", discountValue: "15%", daysFromNow: -12 },
  { key: "coupon-hf-fish", retailerKey: RETAILER_PREMIUM_KEY, title: "Fresh Fish Friday", description: "15% off all fresh fillets every Friday.", discountValue: "15%", daysFromNow: 28 },
  { key: "coupon-hf-mussels", retailerKey: RETAILER_PREMIUM_KEY, title: "Mussels Two for One", description: "Buy 1kg of live greenshell mussels, get 1kg free.", discountValue: "Free 1kg mussels", daysFromNow: 14 },
  { key: "coupon-hf-veg", retailerKey: RETAILER_PREMIUM_KEY, title: "$3 off Veggie Box", description: "$3 off our seasonal fruit and vege box.", discountValue: "$3", daysFromNow: 45 },
  { key: "coupon-hf-avocado", retailerKey: RETAILER_PREMIUM_KEY, title: "Avocado Bonanza", description: "25% off Hass avocados while stocks last.", discountValue: "25%", daysFromNow: 7 },
  { key: "coupon-hf-summer", retailerKey: RETAILER_PREMIUM_KEY, title: "Summer Berry Deal", description: "$2 off strawberry punnets.", discountValue: "$2", daysFromNow: -30 },
  { key: "coupon-hf-oysters", retailerKey: RETAILER_PREMIUM_KEY, title: "Oyster Season Opener", description: "10% off Bluff oysters by the dozen.", discountValue: "10%", daysFromNow: -3 },
];

const DAY_MS = 86_400_000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildCoupons(now: Date): DemoCoupon[] {
  return COUPON_SEEDS.map(({ daysFromNow, ...coupon }) => ({
    ...coupon,
    expiryDate: isoDate(new Date(now.getTime() + daysFromNow * DAY_MS)),
    status: daysFromNow < 0 ? "expired" : "available",
  }));
}

export const ADS: DemoAd[] = [
  { key: "ad-kb-home", retailerKey: RETAILER_BASIC_KEY, bannerText: "Kingsland Butchery: free-farmed NZ beef and lamb, cut to order.", cta: "See specials", placement: "homepage" },
  { key: "ad-hf-home", retailerKey: RETAILER_PREMIUM_KEY, bannerText: "Harbour Fresh Co: today's catch and local produce, straight to you.", cta: "Shop fresh", placement: "homepage" },
  { key: "ad-hf-category", retailerKey: RETAILER_PREMIUM_KEY, bannerText: "Fruit & vege up to 30% cheaper than the supermarket.", cta: "Compare prices", placement: "category" },
  { key: "ad-hf-coupon", retailerKey: RETAILER_PREMIUM_KEY, bannerText: "Fresh Fish Friday: 15% off all fillets.", cta: null, placement: "coupon" },
];

export const DEMO_LISTS: DemoList[] = [
  {
    ownerKey: "shopper",
    name: "Weekly Basics",
    items: [
      { name: "Milk", quantity: 2 },
      { name: "Bread", quantity: 1 },
      { name: "Eggs", quantity: 1 },
      { name: "Butter", quantity: 1 },
      { name: "Bananas", quantity: 1 },
      { name: "Apples", quantity: 1 },
      { name: "Carrots", quantity: 1 },
      { name: "Chicken breast", quantity: 1 },
      { name: "Rice", quantity: 1 },
      { name: "Cheese", quantity: 1 },
      { name: "Yogurt", quantity: 2 },
      { name: "Coffee", quantity: 1 },
    ],
  },
  {
    ownerKey: "shopper",
    name: "BBQ Saturday",
    items: [
      { name: "Sausages", quantity: 2 },
      { name: "Ground beef", quantity: 1 },
      { name: "Burger buns", quantity: 1 },
      { name: "Lettuce", quantity: 1 },
      { name: "Tomatoes", quantity: 1 },
      { name: "Onions", quantity: 1 },
      { name: "Tomato sauce", quantity: 1 },
      { name: "Potato chips", quantity: 2 },
    ],
  },
  {
    ownerKey: "shopper",
    name: "Baking Day",
    items: [
      { name: "Flour", quantity: 1 },
      { name: "Sugar", quantity: 1 },
      { name: "Butter", quantity: 2 },
      { name: "Free range eggs", quantity: 1 },
      { name: "Chocolate chips", quantity: 1 },
      { name: "Baking powder", quantity: 1 },
      { name: "Vanilla", quantity: 1 },
    ],
  },
];
