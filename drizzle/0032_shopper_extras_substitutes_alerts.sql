CREATE TABLE "price_alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"threshold_pct" integer DEFAULT 5 NOT NULL,
	"include_rises" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_settings_threshold" CHECK ("price_alert_settings"."threshold_pct" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
DROP INDEX "notifications_price_drop_uq";--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "substitute_product_id" uuid;--> statement-breakpoint
ALTER TABLE "price_alert_settings" ADD CONSTRAINT "price_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "current_prices_risen_idx" ON "current_prices" USING btree ("observed_at") WHERE "current_prices"."prev_amount_cents" < "current_prices"."amount_cents";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_price_change_uq" ON "notifications" USING btree ("user_id","store_id","product_id","from_price_id") WHERE "notifications"."kind" in ('price_drop', 'price_rise');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('price_drop', 'price_rise', 'coupon', 'scrape_alert'));