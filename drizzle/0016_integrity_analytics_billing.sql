CREATE TABLE "analytics_dropped_events" (
	"day" date NOT NULL,
	"retailer_id" uuid,
	"event_type" varchar(50) NOT NULL,
	"reason" varchar(30) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dropped_events_uq" UNIQUE NULLS NOT DISTINCT("day","retailer_id","event_type","reason")
);
--> statement-breakpoint
CREATE TABLE "subscription_checkouts" (
	"stripe_checkout_session_id" varchar(100) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"retailer_id" uuid,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "impression_id" uuid;--> statement-breakpoint
ALTER TABLE "analytics_dropped_events" ADD CONSTRAINT "analytics_dropped_events_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_checkouts_user_idx" ON "subscription_checkouts" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_type_impression_uq" ON "analytics_events" USING btree ("event_type","impression_id");