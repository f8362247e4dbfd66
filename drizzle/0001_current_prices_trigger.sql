-- Keep current_prices in step with the append-only prices table.
-- Statement-level with a transition table, so a bulk insert of N rows costs one upsert, not N.
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
        observed_at = EXCLUDED.observed_at, source = EXCLUDED.source
    WHERE EXCLUDED.observed_at >= cp.observed_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prices_sync_current ON prices;
--> statement-breakpoint
CREATE TRIGGER prices_sync_current AFTER INSERT ON prices
  REFERENCING NEW TABLE AS new_prices
  FOR EACH STATEMENT EXECUTE FUNCTION cartwise_sync_current_prices();
