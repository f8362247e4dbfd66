ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
-- Every write stamps the row with the clock time of the write (not the transaction start), so a
-- reader that asks "what changed since T − margin" sees rows of long transactions too.
CREATE OR REPLACE FUNCTION cartwise_products_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_touch ON products;
--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION cartwise_products_touch();
