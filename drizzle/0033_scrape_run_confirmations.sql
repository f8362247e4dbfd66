CREATE TABLE "store_scrape_confirmations" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_scrape_confirmations" ADD CONSTRAINT "store_scrape_confirmations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The current-prices trigger (0001, 0013, 0019, 0027) compares a new observation with the current
-- price's last sighting: for a scrape price that is its store's last complete run when later than
-- the row's own observed_at (decision 051g: a run no longer rewrites the prices it re-confirms).
CREATE OR REPLACE FUNCTION cartwise_sync_current_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO current_prices AS cp (store_id, product_id, price_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source, valid_until)
  SELECT DISTINCT ON (n.store_id, n.product_id)
         n.store_id, n.product_id, n.id, n.amount_cents, n.currency, n.unit_price_cents, n.on_special, n.observed_at, n.source, n.valid_until
  FROM new_prices n
  ORDER BY n.store_id, n.product_id, n.observed_at DESC, n.id DESC
  ON CONFLICT (store_id, product_id) DO UPDATE
    SET price_id = EXCLUDED.price_id, amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency,
        unit_price_cents = EXCLUDED.unit_price_cents, on_special = EXCLUDED.on_special,
        observed_at = EXCLUDED.observed_at, source = EXCLUDED.source, valid_until = EXCLUDED.valid_until,
        prev_price_id = CASE WHEN cp.currency <> EXCLUDED.currency THEN NULL
                             WHEN cp.amount_cents <> EXCLUDED.amount_cents THEN cp.price_id ELSE cp.prev_price_id END,
        prev_amount_cents = CASE WHEN cp.currency <> EXCLUDED.currency THEN NULL
                                 WHEN cp.amount_cents <> EXCLUDED.amount_cents THEN cp.amount_cents ELSE cp.prev_amount_cents END
    WHERE EXCLUDED.observed_at >= CASE WHEN cp.source = 'scrape'
      THEN greatest(cp.observed_at, (SELECT c.confirmed_at FROM store_scrape_confirmations c WHERE c.store_id = cp.store_id))
      ELSE cp.observed_at END;
  INSERT INTO store_price_versions AS v (store_id, version)
  SELECT n.store_id, max(n.id) FROM new_prices n GROUP BY n.store_id
  ON CONFLICT (store_id) DO UPDATE SET version = greatest(v.version, EXCLUDED.version);
  RETURN NULL;
END $$;
