ALTER TABLE "ads" ADD COLUMN "exclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "reach_km" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_reach_km_range" CHECK ("ads"."reach_km" is null or "ads"."reach_km" between 1 and 30);