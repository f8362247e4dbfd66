CREATE TABLE "shopping_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"list_id" uuid,
	"list_name" varchar(50) NOT NULL,
	"currency" "currency_code" NOT NULL,
	"plan_total_cents" integer NOT NULL,
	"baseline_cents" integer,
	"saved_cents" integer NOT NULL,
	"store_count" integer NOT NULL,
	"item_count" integer NOT NULL,
	"stores" jsonb NOT NULL,
	"client_request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_trips_list_name_len" CHECK (char_length("shopping_trips"."list_name") between 1 and 50),
	CONSTRAINT "shopping_trips_plan_total" CHECK ("shopping_trips"."plan_total_cents" >= 0),
	CONSTRAINT "shopping_trips_baseline" CHECK ("shopping_trips"."baseline_cents" is null or "shopping_trips"."baseline_cents" >= 0),
	CONSTRAINT "shopping_trips_saved" CHECK ("shopping_trips"."saved_cents" = case when "shopping_trips"."baseline_cents" is null then 0 else greatest(0, "shopping_trips"."baseline_cents" - "shopping_trips"."plan_total_cents") end),
	CONSTRAINT "shopping_trips_store_count" CHECK ("shopping_trips"."store_count" >= 1),
	CONSTRAINT "shopping_trips_item_count" CHECK ("shopping_trips"."item_count" >= 1 and "shopping_trips"."item_count" >= "shopping_trips"."store_count"),
	CONSTRAINT "shopping_trips_stores" CHECK (case when jsonb_typeof("shopping_trips"."stores") = 'array' then jsonb_array_length("shopping_trips"."stores") = "shopping_trips"."store_count" else false end)
);
--> statement-breakpoint
ALTER TABLE "shopping_trips" ADD CONSTRAINT "shopping_trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_trips" ADD CONSTRAINT "shopping_trips_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_trips_user_created_idx" ON "shopping_trips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_trips_request_uq" ON "shopping_trips" USING btree ("user_id","client_request_id");