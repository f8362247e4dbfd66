CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."ad_placement" AS ENUM('homepage', 'category', 'coupon');--> statement-breakpoint
CREATE TYPE "public"."coupon_status" AS ENUM('available', 'expired');--> statement-breakpoint
CREATE TYPE "public"."currency_code" AS ENUM('NZD', 'AUD', 'USD');--> statement-breakpoint
CREATE TYPE "public"."price_source" AS ENUM('scrape', 'receipt', 'retailer', 'seed');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('shopper', 'retailer', 'admin');--> statement-breakpoint
CREATE TYPE "public"."store_type" AS ENUM('supermarket', 'grocery', 'butcher', 'greengrocer', 'fishmonger');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('basic', 'premium');--> statement-breakpoint
CREATE TYPE "public"."product_unit" AS ENUM('g', 'ml', 'each');--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"receipts" boolean DEFAULT true NOT NULL,
	"price_drops" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"shopping_summaries" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" varchar(20) DEFAULT 'confirm' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"policy_type" varchar(20) NOT NULL,
	"policy_version" varchar(20) NOT NULL,
	"user_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(50),
	"accepted_terms" boolean DEFAULT false NOT NULL,
	"accepted_terms_date" timestamp with time zone,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"formatted_address" varchar(400),
	"street_address" varchar(200),
	"suburb" varchar(100),
	"country" varchar(100),
	"country_code" varchar(2),
	"preferred_currency" "currency_code",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" varchar(200) NOT NULL,
	"hit_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"user_id" uuid,
	"email_masked" varchar(20),
	"user_agent" varchar(400),
	"path" varchar(400),
	"session_id" varchar(100),
	"client_key" varchar(100),
	"source" varchar(10) DEFAULT 'server' NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(320) NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'shopper' NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "current_prices" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"unit_price_cents" double precision,
	"on_special" boolean DEFAULT false NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"source" "price_source" NOT NULL,
	CONSTRAINT "current_prices_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"unit_price_cents" double precision,
	"on_special" boolean DEFAULT false NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" "price_source" NOT NULL,
	CONSTRAINT "prices_amount_nonneg" CHECK ("prices"."amount_cents" >= 0 and "prices"."amount_cents" <= 10000000)
);
--> statement-breakpoint
CREATE TABLE "product_name_memory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"generic_name" varchar(100) NOT NULL,
	"product_id" uuid NOT NULL,
	"full_product_name" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_name_memory_uq" UNIQUE NULLS NOT DISTINCT("user_id","generic_name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand" varchar(100),
	"size" varchar(40),
	"unit_quantity" double precision DEFAULT 1 NOT NULL,
	"unit" "product_unit" DEFAULT 'each' NOT NULL,
	"barcode" varchar(32),
	"category" varchar(60) NOT NULL,
	"generic_name" varchar(100),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unit_quantity_pos" CHECK ("products"."unit_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"store_type" "store_type" NOT NULL,
	"chain" varchar(80),
	"address" varchar(300) DEFAULT 'To be updated' NOT NULL,
	"suburb" varchar(100),
	"city" varchar(100),
	"country_code" varchar(2) DEFAULT 'US' NOT NULL,
	"currency" "currency_code" DEFAULT 'USD' NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"rating" real,
	"retailer_id" uuid,
	"scraping_enabled" boolean DEFAULT false NOT NULL,
	"scraper_config" jsonb,
	"scrape_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"last_scraped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_rating_range" CHECK ("stores"."rating" is null or ("stores"."rating" >= 0 and "stores"."rating" <= 5)),
	CONSTRAINT "stores_lat_range" CHECK ("stores"."latitude" between -90 and 90 and "stores"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"lock_product_id" uuid,
	"lock_brand" varchar(100),
	"lock_store_id" uuid,
	"matched_product_id" uuid,
	"source_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_qty" CHECK ("shopping_list_items"."quantity" between 1 and 999),
	CONSTRAINT "shopping_list_items_name_len" CHECK (char_length("shopping_list_items"."item_name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(50) NOT NULL,
	"client_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_name_len" CHECK (char_length("shopping_lists"."name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"banner_text" varchar(120) NOT NULL,
	"cta" varchar(20),
	"placement" "ad_placement" DEFAULT 'homepage' NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_banner_text_len" CHECK (char_length("ads"."banner_text") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" varchar(50) NOT NULL,
	"user_id" uuid,
	"retailer_id" uuid,
	"coupon_id" uuid,
	"ad_id" uuid,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500),
	"discount_value" varchar(50) NOT NULL,
	"expiry_date" date NOT NULL,
	"status" "coupon_status" DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" "currency_code" PRIMARY KEY NOT NULL,
	"rate_per_usd" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"source" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailer_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"description" varchar(200) NOT NULL,
	"coupon_count" integer DEFAULT 1 NOT NULL,
	"coupon_id" uuid,
	"subscription_tier_at_time" "subscription_tier" NOT NULL,
	"is_demo_no_charge" boolean DEFAULT false NOT NULL,
	"stripe_payment_intent_id" varchar(100),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"gst_number" varchar(20),
	"subscription_tier" "subscription_tier" DEFAULT 'basic' NOT NULL,
	"premium_active" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"retailer_id" uuid,
	"stripe_customer_id" varchar(100),
	"stripe_subscription_id" varchar(100),
	"tier" "subscription_tier" NOT NULL,
	"status" varchar(30) NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrape_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid,
	"scrape_log_id" uuid,
	"error_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrape_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid,
	"scrape_type" varchar(30) NOT NULL,
	"status" varchar(20) NOT NULL,
	"products_found" integer DEFAULT 0 NOT NULL,
	"products_updated" integer DEFAULT 0 NOT NULL,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scrape_duration_ms" integer,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "scraping_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"cron" varchar(100) DEFAULT '0 3 * * *' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_views" ADD CONSTRAINT "policy_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_prices" ADD CONSTRAINT "current_prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_prices" ADD CONSTRAINT "current_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_name_memory" ADD CONSTRAINT "product_name_memory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_name_memory" ADD CONSTRAINT "product_name_memory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_lock_product_id_products_id_fk" FOREIGN KEY ("lock_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_lock_store_id_stores_id_fk" FOREIGN KEY ("lock_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_matched_product_id_products_id_fk" FOREIGN KEY ("matched_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD CONSTRAINT "retailer_payments_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD CONSTRAINT "retailer_payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_errors" ADD CONSTRAINT "scrape_errors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_errors" ADD CONSTRAINT "scrape_errors_scrape_log_id_scrape_logs_id_fk" FOREIGN KEY ("scrape_log_id") REFERENCES "public"."scrape_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_logs" ADD CONSTRAINT "scrape_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_schedules" ADD CONSTRAINT "scraping_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_time_idx" ON "rate_limit_hits" USING btree ("bucket","hit_at");--> statement-breakpoint
CREATE INDEX "security_events_type_time_idx" ON "security_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "current_prices_product_idx" ON "current_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "prices_store_product_time_idx" ON "prices" USING btree ("store_id","product_id","observed_at");--> statement-breakpoint
CREATE INDEX "prices_product_time_idx" ON "prices" USING btree ("product_id","observed_at");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_generic_idx" ON "products" USING btree ("generic_name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_uq" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "stores_lat_lng_idx" ON "stores" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "stores_retailer_idx" ON "stores" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_list_created_idx" ON "shopping_list_items" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_lists_user_created_idx" ON "shopping_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_request_uq" ON "shopping_lists" USING btree ("user_id","client_request_id");--> statement-breakpoint
CREATE INDEX "ads_retailer_created_idx" ON "ads" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_retailer_type_time_idx" ON "analytics_events" USING btree ("retailer_id","event_type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_type_time_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_uq" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupons_status_created_idx" ON "coupons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "coupons_retailer_created_idx" ON "coupons" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_uq" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrape_logs_time_idx" ON "scrape_logs" USING btree ("scraped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scraping_schedules_store_uq" ON "scraping_schedules" USING btree ("store_id");