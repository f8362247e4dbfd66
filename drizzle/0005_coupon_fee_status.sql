CREATE TYPE "public"."coupon_fee_status" AS ENUM('awaiting_payment', 'paid', 'waived');--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "fee_status" "coupon_fee_status" DEFAULT 'awaiting_payment' NOT NULL;--> statement-breakpoint
-- Coupons created before upload fees existed were live already.
UPDATE "coupons" SET "fee_status" = 'paid';
