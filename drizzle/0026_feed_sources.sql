CREATE TABLE "feed_sources" (
	"retailer_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"fetch_hour" smallint NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_fetch_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"last_status" varchar(12),
	"last_error" text,
	"last_run_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_sources_hour" CHECK ("feed_sources"."fetch_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "feed_sources" ADD CONSTRAINT "feed_sources_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD CONSTRAINT "feed_sources_last_run_id_feed_runs_id_fk" FOREIGN KEY ("last_run_id") REFERENCES "public"."feed_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_sources_due_idx" ON "feed_sources" USING btree ("next_fetch_at") WHERE not "feed_sources"."paused";