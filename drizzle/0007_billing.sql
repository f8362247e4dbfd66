CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
ALTER TABLE "retailer_payments" ALTER COLUMN "currency" SET DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "kind" varchar(20) DEFAULT 'coupon_fee' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "display_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "display_currency" "currency_code" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "stripe_checkout_session_id" varchar(100);--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "stripe_invoice_id" varchar(100);--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retailer_payments_retailer_created_idx" ON "retailer_payments" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_payments_session_uq" ON "retailer_payments" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_payments_invoice_uq" ON "retailer_payments" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_payments_one_pending_per_coupon_uq" ON "retailer_payments" USING btree ("coupon_id") WHERE "retailer_payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "retailers" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD CONSTRAINT "retailer_payments_amount_nonneg" CHECK ("retailer_payments"."amount_cents" >= 0 and "retailer_payments"."display_amount_cents" >= 0);