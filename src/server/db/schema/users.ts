import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar, bigserial } from "drizzle-orm/pg-core";
import { currencyEnum, roleEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 320 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("shopper"),
    // Bumped on sign-out, password change and deletion: JWTs carrying an older value are refused.
    sessionVersion: integer("session_version").notNull().default(0),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`)],
);

export const profiles = pgTable("profiles", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  name: varchar("name", { length: 50 }),
  acceptedTerms: boolean("accepted_terms").notNull().default(false),
  acceptedTermsDate: timestamp("accepted_terms_date", { withTimezone: true }),
  location: text("location"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  formattedAddress: varchar("formatted_address", { length: 400 }),
  streetAddress: varchar("street_address", { length: 200 }),
  suburb: varchar("suburb", { length: 100 }),
  country: varchar("country", { length: 100 }),
  countryCode: varchar("country_code", { length: 2 }),
  preferredCurrency: currencyEnum("preferred_currency"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull().default("confirm"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId)],
);

export const emailPreferences = pgTable("email_preferences", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  // Column names follow the spec's storage names; UI labels differ (see retailer settings).
  receipts: boolean("receipts").notNull().default(true),
  priceDrops: boolean("price_drops").notNull().default(true),
  marketing: boolean("marketing").notNull().default(false),
  shoppingSummaries: boolean("shopping_summaries").notNull().default(true),
  /** Administrators: e-mail when a store's scraping fails twice in a row or finds too few products. */
  scrapeAlerts: boolean("scrape_alerts").notNull().default(true),
  /** Shoppers: e-mail when someone shares a shopping list with them. */
  listInvitations: boolean("list_invitations").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const securityEvents = pgTable(
  "security_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventType: varchar("event_type", { length: 40 }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    emailMasked: varchar("email_masked", { length: 20 }),
    userAgent: varchar("user_agent", { length: 400 }),
    path: varchar("path", { length: 400 }),
    sessionId: varchar("session_id", { length: 100 }),
    clientKey: varchar("client_key", { length: 100 }),
    source: varchar("source", { length: 10 }).notNull().default("server"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_events_type_time_idx").on(t.eventType, t.createdAt)],
);

export const policyViews = pgTable("policy_views", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  policyType: varchar("policy_type", { length: 20 }).notNull(),
  policyVersion: varchar("policy_version", { length: 20 }).notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sliding-log rate limiter storage: one row per counted hit; shared by every app instance. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: varchar("bucket", { length: 200 }).notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_bucket_time_idx").on(t.bucket, t.hitAt)],
);

/**
 * One row per preference-governed e-mail sent (decision 049): the key is the kind, the thing
 * it is about (coupon, payment, subscription period, retailer, user) and the period it covers, so a
 * retried job never sends the same e-mail twice. Claimed before sending; removed when delivery fails.
 */
export const sentMail = pgTable(
  "sent_mail",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: varchar("kind", { length: 40 }).notNull(),
    subjectId: varchar("subject_id", { length: 100 }).notNull(),
    period: varchar("period", { length: 40 }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sent_mail_once_uq").on(t.kind, t.subjectId, t.period)],
);

/** Addresses without an account that unsubscribed from a kind of e-mail (shared-list invitations). */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    email: varchar("email", { length: 320 }).notNull(),
    kind: varchar("kind", { length: 40 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mail_suppressions_uq").on(sql`lower(${t.email})`, t.kind)],
);
