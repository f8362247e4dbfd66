ALTER TABLE "current_prices" ADD COLUMN "prev_price_id" bigint;--> statement-breakpoint
ALTER TABLE "current_prices" ADD COLUMN "prev_amount_cents" integer;--> statement-breakpoint
CREATE INDEX "current_prices_dropped_idx" ON "current_prices" USING btree ("observed_at") WHERE "current_prices"."prev_amount_cents" > "current_prices"."amount_cents";--> statement-breakpoint
-- Price-drop alerts: current_prices remembers the price before the last change, so a drop is
-- found by reading current prices alone. The same price observed again keeps the memory; a
-- currency change clears it (amounts in two currencies do not compare).
CREATE OR REPLACE FUNCTION cartwise_sync_current_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO current_prices AS cp (store_id, product_id, price_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source)
  SELECT DISTINCT ON (n.store_id, n.product_id)
         n.store_id, n.product_id, n.id, n.amount_cents, n.currency, n.unit_price_cents, n.on_special, n.observed_at, n.source
  FROM new_prices n
  ORDER BY n.store_id, n.product_id, n.observed_at DESC, n.id DESC
  ON CONFLICT (store_id, product_id) DO UPDATE
    SET price_id = EXCLUDED.price_id, amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency,
        unit_price_cents = EXCLUDED.unit_price_cents, on_special = EXCLUDED.on_special,
        observed_at = EXCLUDED.observed_at, source = EXCLUDED.source,
        prev_price_id = CASE WHEN cp.currency <> EXCLUDED.currency THEN NULL
                             WHEN cp.amount_cents <> EXCLUDED.amount_cents THEN cp.price_id ELSE cp.prev_price_id END,
        prev_amount_cents = CASE WHEN cp.currency <> EXCLUDED.currency THEN NULL
                                 WHEN cp.amount_cents <> EXCLUDED.amount_cents THEN cp.amount_cents ELSE cp.prev_amount_cents END
    WHERE EXCLUDED.observed_at >= cp.observed_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing current prices: the last different price before them, from the history.
UPDATE current_prices cp SET (prev_price_id, prev_amount_cents) = (
  SELECT p.id, p.amount_cents FROM prices p
  WHERE p.store_id = cp.store_id AND p.product_id = cp.product_id AND p.currency = cp.currency
    AND p.id <> cp.price_id AND p.amount_cents <> cp.amount_cents AND p.observed_at <= cp.observed_at
  ORDER BY p.observed_at DESC, p.id DESC LIMIT 1);
