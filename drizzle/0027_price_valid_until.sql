ALTER TABLE "current_prices" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
-- The current-prices trigger (0001, 0013, 0019) also carries a price's validity (a retailer feed's sale end).
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
    WHERE EXCLUDED.observed_at >= cp.observed_at;
  INSERT INTO store_price_versions AS v (store_id, version)
  SELECT n.store_id, max(n.id) FROM new_prices n GROUP BY n.store_id
  ON CONFLICT (store_id) DO UPDATE SET version = greatest(v.version, EXCLUDED.version);
  RETURN NULL;
END $$;
