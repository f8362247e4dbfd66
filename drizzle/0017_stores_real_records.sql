CREATE TABLE "scrape_run_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scrape_log_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid,
	"kind" varchar(12) NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"old_amount_cents" integer,
	"new_amount_cents" integer,
	"currency" "currency_code",
	"message" varchar(300),
	CONSTRAINT "scrape_run_changes_kind" CHECK ("scrape_run_changes"."kind" in ('new', 'changed', 'unavailable', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "scrape_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "listing_status" varchar(12) DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "listing_note" varchar(300);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_good_count" integer;--> statement-breakpoint
ALTER TABLE "scrape_logs" ADD COLUMN "products_new" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scrape_logs" ADD COLUMN "products_changed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scrape_logs" ADD COLUMN "products_unavailable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scrape_logs" ADD COLUMN "products_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scraping_schedules" ADD COLUMN "frequency" varchar(10) DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "scraping_schedules" ADD COLUMN "run_at" varchar(5) DEFAULT '03:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "scraping_schedules" ADD COLUMN "weekday" smallint;--> statement-breakpoint
ALTER TABLE "scrape_run_changes" ADD CONSTRAINT "scrape_run_changes_scrape_log_id_scrape_logs_id_fk" FOREIGN KEY ("scrape_log_id") REFERENCES "public"."scrape_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_run_changes" ADD CONSTRAINT "scrape_run_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_run_changes" ADD CONSTRAINT "scrape_run_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrape_run_changes_log_idx" ON "scrape_run_changes" USING btree ("scrape_log_id","kind");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_listing_status" CHECK ("stores"."listing_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('price_drop', 'coupon', 'scrape_alert'));--> statement-breakpoint
UPDATE "stores" SET "time_zone" = CASE "country_code" WHEN 'NZ' THEN 'Pacific/Auckland' WHEN 'AU' THEN 'Australia/Sydney' WHEN 'US' THEN 'America/Los_Angeles' ELSE 'UTC' END;--> statement-breakpoint
UPDATE "stores" s SET "scrape_status" = 'pending', "last_scraped_at" = NULL WHERE NOT EXISTS (SELECT 1 FROM "scrape_logs" l WHERE l."store_id" = s."id");
