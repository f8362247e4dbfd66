CREATE TABLE "placement_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"placement" "ad_placement" NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"renewal" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"time_zone" varchar(64) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"monthly_usd_cents" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"months" integer DEFAULT 1 NOT NULL,
	"display_currency" "currency_code" DEFAULT 'USD' NOT NULL,
	"display_amount_cents" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting_payment' NOT NULL,
	"paid_through" timestamp with time zone,
	"is_demo_no_charge" boolean DEFAULT false NOT NULL,
	"stripe_checkout_session_id" varchar(100),
	"stripe_subscription_id" varchar(100),
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_bookings_renewal" CHECK ("placement_bookings"."renewal" in ('fixed', 'monthly')),
	CONSTRAINT "placement_bookings_period" CHECK (("placement_bookings"."renewal" = 'monthly' and "placement_bookings"."end_date" is null) or ("placement_bookings"."renewal" = 'fixed' and "placement_bookings"."end_date" >= "placement_bookings"."start_date")),
	CONSTRAINT "placement_bookings_amount_nonneg" CHECK ("placement_bookings"."amount_usd_cents" >= 0 and "placement_bookings"."monthly_usd_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "placement_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "placement_bookings" ADD CONSTRAINT "placement_bookings_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_bookings_live_idx" ON "placement_bookings" USING btree ("placement","status","retailer_id");--> statement-breakpoint
CREATE INDEX "placement_bookings_retailer_idx" ON "placement_bookings" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_bookings_session_uq" ON "placement_bookings" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_bookings_subscription_uq" ON "placement_bookings" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_bookings_one_open_uq" ON "placement_bookings" USING btree ("retailer_id","placement") WHERE "placement_bookings"."status" in ('awaiting_payment', 'active', 'paused', 'payment_failed');--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD CONSTRAINT "retailer_payments_placement_booking_id_placement_bookings_id_fk" FOREIGN KEY ("placement_booking_id") REFERENCES "public"."placement_bookings"("id") ON DELETE set null ON UPDATE no action;