import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { adPlacementEnum, couponFeeStatusEnum, couponStatusEnum, currencyEnum, tierEnum } from "./enums";
import { users } from "./users";

export const retailers = pgTable("retailers", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
  name: varchar("name", { length: 100 }).notNull(),
  address: varchar("address", { length: 200 }).notNull(),
  gstNumber: varchar("gst_number", { length: 20 }),
  subscriptionTier: tierEnum("subscription_tier").notNull().default("basic"),
  premiumActive: boolean("premium_active").notNull().default(false),
  logoUrl: text("logo_url"),
  isDemo: boolean("is_demo").notNull().default(false),
  /** The retailer allows its feed prices in the open read API and the nightly export (off by default; decision 044). */
  openDataPrices: boolean("open_data_prices").notNull().default(false),
  /** When that switch last changed: the API's Last-Modified never predates it. */
  openDataChangedAt: timestamp("open_data_changed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    description: varchar("description", { length: 500 }),
    discountValue: varchar("discount_value", { length: 50 }).notNull(),
    expiryDate: date("expiry_date").notNull(),
    status: couponStatusEnum("status").notNull().default("available"),
    // Set only by the billing module (webhook or demo waiver); never by a client.
    feeStatus: couponFeeStatusEnum("fee_status").notNull().default("awaiting_payment"),
    /** When the retailer ended it early ("Expire now"); null while it runs to its expiry date. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("coupons_status_created_idx").on(t.status, t.createdAt), index("coupons_retailer_created_idx").on(t.retailerId, t.createdAt)],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: uuid("coupon_id").notNull().references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Shown to the shopper at the till; random, unique (see coupons/shopper/engine/redemption-code.ts). */
    code: varchar("code", { length: 16 }),
  },
  (t) => [uniqueIndex("coupon_redemptions_once_uq").on(t.couponId, t.userId), uniqueIndex("coupon_redemptions_code_uq").on(t.code)],
);

export const ads = pgTable(
  "ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    bannerText: varchar("banner_text", { length: 120 }).notNull(),
    cta: varchar("cta", { length: 20 }),
    placement: adPlacementEnum("placement").notNull().default("homepage"),
    logoUrl: text("logo_url"),
    /** Optional click-through address: absolute https only (validated in ads/schemas.ts). */
    clickUrl: text("click_url"),
    /** The retailer may pause a banner; paused banners are never shown to shoppers. */
    active: boolean("active").notNull().default(true),
    /**
     * An exclusive placement (premium retailers only, decision media-044): while it runs, its
     * retailer is alone in that placement for shoppers in its reach.
     */
    exclusive: boolean("exclusive").notNull().default(false),
    /** Narrows the shopper reach below the comparison radius (km); null means the whole radius. */
    reachKm: integer("reach_km"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_retailer_created_idx").on(t.retailerId, t.createdAt),
    check("ads_reach_km_range", sql`${t.reachKm} is null or ${t.reachKm} between 1 and 30`),
    index("ads_placement_active_idx").on(t.placement, t.active),
    check("ads_banner_text_len", sql`char_length(${t.bannerText}) between 1 and 120`),
  ],
);

/**
 * A booked banner placement (issue 26 item 3, decision 051): one retailer × placement for a period,
 * standard or exclusive, paid through Stripe (payment mode for a fixed period, subscription mode for
 * monthly renewal). The retailer's banners in that placement run only while a booking is live:
 * status active, started, not past its end, paid through now (billing module is the only writer).
 */
export const placementBookings = pgTable(
  "placement_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    placement: adPlacementEnum("placement").notNull(),
    exclusive: boolean("exclusive").notNull().default(false),
    /** fixed: start and end date, paid at once · monthly: renews every 30 days through a Stripe subscription. */
    renewal: varchar("renewal", { length: 10 }).notNull(),
    /** The dates as the retailer chose them, in `time_zone`. */
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    /** Midnight of the start date in the zone; midnight after the end date (null: monthly). */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The monthly price in USD cents and what the first charge is (fixed: months × price). */
    monthlyUsdCents: integer("monthly_usd_cents").notNull(),
    amountUsdCents: integer("amount_usd_cents").notNull(),
    months: integer("months").notNull().default(1),
    displayCurrency: currencyEnum("display_currency").notNull().default("USD"),
    displayAmountCents: integer("display_amount_cents").notNull().default(0),
    /** awaiting_payment · active · paused · cancelled · payment_failed · ended · expired (checkout never paid) · superseded */
    status: varchar("status", { length: 20 }).notNull().default("awaiting_payment"),
    /** Paid time ends here (fixed: ends_at once paid; monthly: 30 days per paid invoice from the start; demo: null). */
    paidThrough: timestamp("paid_through", { withTimezone: true }),
    isDemoNoCharge: boolean("is_demo_no_charge").notNull().default(false),
    stripeCheckoutSessionId: varchar("stripe_checkout_session_id", { length: 100 }),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 100 }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("placement_bookings_live_idx").on(t.placement, t.status, t.retailerId),
    index("placement_bookings_retailer_idx").on(t.retailerId, t.createdAt),
    uniqueIndex("placement_bookings_session_uq").on(t.stripeCheckoutSessionId),
    uniqueIndex("placement_bookings_subscription_uq").on(t.stripeSubscriptionId),
    // One open booking per retailer and placement: a second "book" waits for this one to end or be cancelled.
    uniqueIndex("placement_bookings_one_open_uq").on(t.retailerId, t.placement).where(sql`${t.status} in ('awaiting_payment', 'active', 'paused', 'payment_failed')`),
    check("placement_bookings_renewal", sql`${t.renewal} in ('fixed', 'monthly')`),
    check("placement_bookings_period", sql`(${t.renewal} = 'monthly' and ${t.endDate} is null) or (${t.renewal} = 'fixed' and ${t.endDate} >= ${t.startDate})`),
    check("placement_bookings_amount_nonneg", sql`${t.amountUsdCents} >= 0 and ${t.monthlyUsdCents} >= 0`),
  ],
);

/**
 * Retailer billing history (billing module is the only writer): coupon upload fees (kind coupon_fee,
 * one row per checkout attempt), premium-plan invoices (kind subscription, one row per invoice) and
 * placement bookings (kind placement: one row per fixed-period checkout, one per monthly invoice).
 * amount_cents is what Stripe charges, in USD; display_amount_cents/display_currency is the same
 * amount as shown to the retailer in their currency at the time.
 */
export const retailerPayments = pgTable(
  "retailer_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull().default("coupon_fee"),
    amountCents: integer("amount_cents").notNull(),
    currency: currencyEnum("currency").notNull().default("USD"),
    displayAmountCents: integer("display_amount_cents").notNull().default(0),
    displayCurrency: currencyEnum("display_currency").notNull().default("USD"),
    description: varchar("description", { length: 200 }).notNull(),
    couponCount: integer("coupon_count").notNull().default(1),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** kind placement: the booking this charge is for (decision 051). */
    placementBookingId: uuid("placement_booking_id").references(() => placementBookings.id, { onDelete: "set null" }),
    subscriptionTierAtTime: tierEnum("subscription_tier_at_time").notNull(),
    isDemoNoCharge: boolean("is_demo_no_charge").notNull().default(false),
    stripeCheckoutSessionId: varchar("stripe_checkout_session_id", { length: 100 }),
    stripePaymentIntentId: varchar("stripe_payment_intent_id", { length: 100 }),
    stripeInvoiceId: varchar("stripe_invoice_id", { length: 100 }),
    /** pending · paid · no_charge · expired · superseded · failed */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The tax invoice number (decision 052): assigned by the database trigger
     * `cartwise_number_tax_invoice` when a charged row (not a demo no-charge) first becomes 'paid',
     * from the `invoice_counters` row in the same transaction — gap-free, in order, whatever kind
     * of payment and whichever code path writes it. Never set by application code.
     */
    invoiceNumber: integer("invoice_number"),
    /** The retailer's business name, address and tax number as they were when the invoice was numbered. */
    invoiceBilledTo: jsonb("invoice_billed_to").$type<{ name: string; address: string; taxNumber: string | null }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("retailer_payments_invoice_number_uq").on(t.invoiceNumber),
    index("retailer_payments_retailer_created_idx").on(t.retailerId, t.createdAt),
    uniqueIndex("retailer_payments_session_uq").on(t.stripeCheckoutSessionId),
    uniqueIndex("retailer_payments_invoice_uq").on(t.stripeInvoiceId),
    // At most one open checkout per coupon: concurrent "pay" clicks share it.
    uniqueIndex("retailer_payments_one_pending_per_coupon_uq").on(t.couponId).where(sql`${t.status} = 'pending'`),
    check("retailer_payments_amount_nonneg", sql`${t.amountCents} >= 0 and ${t.displayAmountCents} >= 0`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    retailerId: uuid("retailer_id").references(() => retailers.id, { onDelete: "cascade" }),
    stripeCustomerId: varchar("stripe_customer_id", { length: 100 }),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 100 }),
    tier: tierEnum("tier").notNull(),
    status: varchar("status", { length: 30 }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the subscription ended (Stripe's ended_at): a "cancel now" ends today, not at the period's end. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscriptions_stripe_uq").on(t.stripeSubscriptionId), index("subscriptions_user_idx").on(t.userId)],
);

/** Processed payment-webhook event ids: written in the same transaction as the effect, so replays are no-ops. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  id: varchar("id", { length: 100 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Impressions, clicks, redemptions and product events: the source of retailer analytics. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventType: varchar("event_type", { length: 50 }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    retailerId: uuid("retailer_id").references(() => retailers.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    adId: uuid("ad_id").references(() => ads.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    /**
     * The counted impression this event belongs to (decision 032): an ad_impression / coupon_view
     * carries its own impression id, an ad_click the id of the impression it followed. Unique per
     * event type, so a second impression in the same period or a second click on one impression
     * is never stored (it is counted in analytics_dropped_events instead).
     */
    impressionId: uuid("impression_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_retailer_type_time_idx").on(t.retailerId, t.eventType, t.createdAt),
    index("analytics_type_time_idx").on(t.eventType, t.createdAt),
    uniqueIndex("analytics_type_impression_uq").on(t.eventType, t.impressionId),
  ],
);

/**
 * Analytics events the server refused to count (decision 032), per UTC day, retailer (null when a
 * forged token names none), event type and reason: duplicate, no_impression, bad_token, expired,
 * wrong_viewer, bot, rate_limited, click_beacon.
 */
export const analyticsDroppedEvents = pgTable(
  "analytics_dropped_events",
  {
    day: date("day").notNull(),
    retailerId: uuid("retailer_id").references(() => retailers.id, { onDelete: "cascade" }),
    eventType: varchar("event_type", { length: 50 }).notNull(),
    reason: varchar("reason", { length: 30 }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [unique("analytics_dropped_events_uq").on(t.day, t.retailerId, t.eventType, t.reason).nullsNotDistinct()],
);

/**
 * Subscription checkouts we opened and that may still be paid (decision 033): while one is open
 * (or a subscription exists) the retailer gets that checkout or the billing portal, never a second one.
 */
export const subscriptionCheckouts = pgTable(
  "subscription_checkouts",
  {
    stripeCheckoutSessionId: varchar("stripe_checkout_session_id", { length: 100 }).primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    retailerId: uuid("retailer_id").references(() => retailers.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_checkouts_user_idx").on(t.userId, t.expiresAt)],
);

/** Gap-free counters (one row per series, e.g. 'tax_invoice'); bumped under a row lock by the numbering trigger. */
export const invoiceCounters = pgTable("invoice_counters", {
  series: varchar("series", { length: 30 }).primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

export const exchangeRates = pgTable("exchange_rates", {
  currency: currencyEnum("currency").primaryKey(),
  ratePerUsd: text("rate_per_usd").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  source: varchar("source", { length: 20 }).notNull(),
});
