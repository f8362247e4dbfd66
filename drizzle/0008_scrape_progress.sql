ALTER TABLE "scrape_errors" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "scrape_logs" ADD COLUMN "pages_fetched" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "scrape_errors_time_idx" ON "scrape_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scrape_logs_store_time_idx" ON "scrape_logs" USING btree ("store_id","scraped_at");