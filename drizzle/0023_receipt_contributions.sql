CREATE TABLE "contribution_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"share_receipt_prices" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proof_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"on_special" boolean DEFAULT false NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"observed_on" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"reason" varchar(300),
	"median_cents" double precision,
	"window_count" integer,
	"price_id" bigint,
	"held_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"source_text" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_observations_status" CHECK ("price_observations"."status" in ('published', 'held', 'approved', 'rejected')),
	CONSTRAINT "price_observations_amount" CHECK ("price_observations"."amount_cents" > 0 and "price_observations"."amount_cents" <= 10000000)
);
--> statement-breakpoint
CREATE TABLE "receipt_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"receipt_date" date NOT NULL,
	"currency" "currency_code" NOT NULL,
	"lines_hash" varchar(64) NOT NULL,
	"shared" boolean NOT NULL,
	"reconciled" boolean NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contribution_settings" ADD CONSTRAINT "contribution_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_proof_id_receipt_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."receipt_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_proofs" ADD CONSTRAINT "receipt_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_proofs" ADD CONSTRAINT "receipt_proofs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_observations_identical_uq" ON "price_observations" USING btree ("store_id","product_id","observed_on","amount_cents");--> statement-breakpoint
CREATE INDEX "price_observations_status_idx" ON "price_observations" USING btree ("status","held_at");--> statement-breakpoint
CREATE INDEX "price_observations_proof_idx" ON "price_observations" USING btree ("proof_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_proofs_lines_hash_uq" ON "receipt_proofs" USING btree ("lines_hash");--> statement-breakpoint
CREATE INDEX "receipt_proofs_user_created_idx" ON "receipt_proofs" USING btree ("user_id","created_at");