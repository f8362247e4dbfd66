CREATE TABLE "price_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"source" "price_source" NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" varchar(500),
	"is_correction" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"outcome" varchar(20),
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_reports_reason" CHECK ("price_reports"."reason" in ('wrong_price', 'out_of_stock', 'wrong_product', 'promotion_ended', 'store_closed', 'duplicate', 'other')),
	CONSTRAINT "price_reports_other_has_note" CHECK ("price_reports"."reason" <> 'other' or char_length(coalesce("price_reports"."note", '')) > 0),
	CONSTRAINT "price_reports_status" CHECK ("price_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "price_reports_outcome" CHECK (("price_reports"."status" = 'open' and "price_reports"."outcome" is null) or ("price_reports"."status" = 'resolved' and "price_reports"."outcome" in ('price_corrected', 'price_withdrawn', 'report_rejected')))
);
--> statement-breakpoint
CREATE TABLE "prices_under_review" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_id" bigint NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_under_review_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices_under_review" ADD CONSTRAINT "prices_under_review_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices_under_review" ADD CONSTRAINT "prices_under_review_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_reports_open_per_reporter_uq" ON "price_reports" USING btree ("price_id","reporter_id") WHERE "price_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "price_reports_status_created_idx" ON "price_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "price_reports_store_product_idx" ON "price_reports" USING btree ("store_id","product_id");