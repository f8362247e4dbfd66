CREATE TABLE "aisle_overrides" (
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"item_keys" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aisle_overrides_pk" PRIMARY KEY("user_id","store_id"),
	CONSTRAINT "aisle_overrides_keys" CHECK (jsonb_typeof("aisle_overrides"."item_keys") = 'array' and jsonb_array_length("aisle_overrides"."item_keys") <= 200)
);
--> statement-breakpoint
CREATE TABLE "aisle_ticks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"chain" varchar(80),
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"item_key" varchar(100) NOT NULL,
	"ticked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "budget_cents" integer;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "budget_currency" "currency_code";--> statement-breakpoint
ALTER TABLE "aisle_overrides" ADD CONSTRAINT "aisle_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aisle_overrides" ADD CONSTRAINT "aisle_overrides_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aisle_ticks" ADD CONSTRAINT "aisle_ticks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aisle_ticks" ADD CONSTRAINT "aisle_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aisle_ticks_trip_item_uq" ON "aisle_ticks" USING btree ("user_id","trip_id","item_key");--> statement-breakpoint
CREATE INDEX "aisle_ticks_store_idx" ON "aisle_ticks" USING btree ("store_id","ticked_at");--> statement-breakpoint
CREATE INDEX "aisle_ticks_chain_idx" ON "aisle_ticks" USING btree ("chain","ticked_at");--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_budget" CHECK (("shopping_lists"."budget_cents" is null and "shopping_lists"."budget_currency" is null) or ("shopping_lists"."budget_cents" between 1 and 100000000 and "shopping_lists"."budget_currency" is not null));