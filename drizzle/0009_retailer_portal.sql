CREATE TABLE "retailer_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"kind" varchar(40) NOT NULL,
	"summary" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"retailer_id" uuid NOT NULL,
	"purpose" varchar(20) DEFAULT 'logo' NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "click_url" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_activity" ADD CONSTRAINT "retailer_activity_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retailer_activity_retailer_time_idx" ON "retailer_activity" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_retailer_idx" ON "uploaded_files" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "ads_placement_active_idx" ON "ads" USING btree ("placement","active");