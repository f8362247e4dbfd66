CREATE TABLE "feed_item_products" (
	"retailer_id" uuid NOT NULL,
	"item_id" varchar(200) NOT NULL,
	"product_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_item_products_retailer_id_item_id_pk" PRIMARY KEY("retailer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "feed_product_reviews" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"retailer_id" uuid,
	"feed_run_id" uuid,
	"reason" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "feed_run_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feed_run_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"item_id" varchar(200),
	"title" varchar(300),
	"store_code" varchar(64),
	"severity" varchar(8) NOT NULL,
	"messages" text[] DEFAULT '{}'::text[] NOT NULL,
	"data" jsonb NOT NULL,
	"matched_by" varchar(8),
	"product_id" uuid,
	"outcome" varchar(10) NOT NULL,
	"old_amount_cents" integer,
	"new_amount_cents" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"origin" varchar(8) NOT NULL,
	"file_name" varchar(200),
	"source_url" text,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"format" varchar(4),
	"kind" varchar(16),
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"error_message" text,
	"summary" jsonb,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"previous_valid_rows" integer,
	"below_floor" boolean DEFAULT false NOT NULL,
	"impact" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	CONSTRAINT "feed_runs_status" CHECK ("feed_runs"."status" in ('draft', 'published', 'discarded', 'failed')),
	CONSTRAINT "feed_runs_origin" CHECK ("feed_runs"."origin" in ('upload', 'url'))
);
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "feed_run_id" uuid;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "member_price_cents" integer;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "multibuy_quantity" integer;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "multibuy_price_cents" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "store_code" varchar(64);--> statement-breakpoint
ALTER TABLE "feed_item_products" ADD CONSTRAINT "feed_item_products_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_products" ADD CONSTRAINT "feed_item_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_product_reviews" ADD CONSTRAINT "feed_product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_product_reviews" ADD CONSTRAINT "feed_product_reviews_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_product_reviews" ADD CONSTRAINT "feed_product_reviews_feed_run_id_feed_runs_id_fk" FOREIGN KEY ("feed_run_id") REFERENCES "public"."feed_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_product_reviews" ADD CONSTRAINT "feed_product_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_run_rows" ADD CONSTRAINT "feed_run_rows_feed_run_id_feed_runs_id_fk" FOREIGN KEY ("feed_run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_run_rows" ADD CONSTRAINT "feed_run_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_product_reviews_open_idx" ON "feed_product_reviews" USING btree ("created_at") WHERE "feed_product_reviews"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "feed_run_rows_run_idx" ON "feed_run_rows" USING btree ("feed_run_id","line");--> statement-breakpoint
CREATE INDEX "feed_runs_retailer_time_idx" ON "feed_runs" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_retailer_code_uq" ON "stores" USING btree ("retailer_id","store_code");--> statement-breakpoint
-- Retailers' stores get a code for local inventory feeds (store_code): store-1, store-2 … per retailer, oldest first.
UPDATE "stores" s SET "store_code" = 'store-' || n.rn FROM (
  SELECT "id", row_number() OVER (PARTITION BY "retailer_id" ORDER BY "created_at", "id") AS rn FROM "stores" WHERE "retailer_id" IS NOT NULL
) n WHERE s."id" = n."id" AND s."store_code" IS NULL;
