-- Price history partitioned by month of observed_at (decision 038). drizzle-kit does not model
-- partitioning: the schema says only what it can see (primary key (id, observed_at), which every
-- partitioned table needs); this file does the rest by hand. Works on a populated database (rows
-- are copied into their months) and on embedded PGlite.
--
-- 1. The existing table steps aside under another name (its index names are freed for the new table).
ALTER TABLE "prices" RENAME TO "prices_unpartitioned";--> statement-breakpoint
DROP TRIGGER IF EXISTS prices_sync_current ON "prices_unpartitioned";--> statement-breakpoint
ALTER TABLE "prices_unpartitioned" RENAME CONSTRAINT "prices_pkey" TO "prices_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "prices_store_product_time_idx" RENAME TO "prices_unpartitioned_store_product_time_idx";--> statement-breakpoint
ALTER INDEX "prices_product_time_idx" RENAME TO "prices_unpartitioned_product_time_idx";--> statement-breakpoint
-- 2. The partitioned table, same columns, same sequence (ids keep counting from where they were).
CREATE TABLE "prices" (
	"id" bigint DEFAULT nextval('prices_id_seq'::regclass) NOT NULL,
	"product_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"unit_price_cents" double precision,
	"on_special" boolean DEFAULT false NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" "price_source" NOT NULL,
	CONSTRAINT "prices_id_observed_at_pk" PRIMARY KEY("id","observed_at"),
	CONSTRAINT "prices_amount_nonneg" CHECK ("amount_cents" >= 0 and "amount_cents" <= 10000000)
) PARTITION BY RANGE ("observed_at");--> statement-breakpoint
ALTER SEQUENCE "prices_id_seq" OWNED BY "prices"."id";--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prices_store_product_time_idx" ON "prices" USING btree ("store_id","product_id","observed_at");--> statement-breakpoint
CREATE INDEX "prices_product_time_idx" ON "prices" USING btree ("product_id","observed_at");--> statement-breakpoint
-- Rows of a month that has no partition yet (a back-dated import, a job that has not run) land
-- here; the maintenance job moves them into their month when it creates it.
CREATE TABLE "prices_default" PARTITION OF "prices" DEFAULT;--> statement-breakpoint
-- 3. One month's partition, named prices_YYYY_MM, bounds in UTC. Idempotent and safe to race (an
-- advisory lock serialises creators). Rows of that month already in prices_default move into it.
CREATE OR REPLACE FUNCTION cartwise_ensure_price_partition(at timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', at AT TIME ZONE 'UTC')::date;
  lo timestamptz := m::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (m + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  part text := 'prices_' || to_char(m, 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN RETURN part; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('cartwise_price_partitions'));
  IF to_regclass(part) IS NOT NULL THEN RETURN part; END IF;
  IF EXISTS (SELECT 1 FROM prices_default WHERE observed_at >= lo AND observed_at < hi) THEN
    EXECUTE format('CREATE TABLE %I (LIKE prices INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
    EXECUTE format('WITH moved AS (DELETE FROM prices_default WHERE observed_at >= %L AND observed_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved', lo, hi, part);
    EXECUTE format('ALTER TABLE prices ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF prices FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  END IF;
  RETURN part;
END $$;--> statement-breakpoint
-- 4. Retention: a month older than the raw-history age keeps, per (store, product, currency, UTC
-- week), the week's closing row and its lowest row — exactly what charts and verdicts read — and
-- drops the rest. The compacted rows are written to a new table that replaces the month's
-- partition (detach, drop, rename, attach), so no month is ever half compacted and nothing bloats.
-- Returns the rows kept; a month already compacted (table comment) is left alone (-1).
CREATE OR REPLACE FUNCTION cartwise_compact_price_partition(part text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  m date := to_date(right(part, 7), 'YYYY_MM');
  lo timestamptz := m::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (m + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  tmp text := part || '_compact';
  kept bigint;
BEGIN
  IF part !~ '^prices_[0-9]{4}_[0-9]{2}$' OR to_regclass(part) IS NULL THEN RAISE EXCEPTION 'no price partition %', part; END IF;
  IF coalesce(obj_description(to_regclass(part), 'pg_class'), '') LIKE 'compacted%' THEN RETURN -1; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('cartwise_price_partitions'));
  EXECUTE format('DROP TABLE IF EXISTS %I', tmp);
  EXECUTE format('CREATE TABLE %I (LIKE prices INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', tmp);
  EXECUTE format($q$
    INSERT INTO %I (id, product_id, store_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source)
    SELECT id, product_id, store_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source
    FROM (
      SELECT p.*,
             row_number() OVER (PARTITION BY store_id, product_id, currency, date_trunc('week', observed_at AT TIME ZONE 'UTC') ORDER BY observed_at DESC, id DESC) AS close_rank,
             row_number() OVER (PARTITION BY store_id, product_id, currency, date_trunc('week', observed_at AT TIME ZONE 'UTC') ORDER BY amount_cents, observed_at DESC, id DESC) AS low_rank
      FROM %I p
    ) w
    WHERE close_rank = 1 OR low_rank = 1$q$, tmp, part);
  GET DIAGNOSTICS kept = ROW_COUNT;
  -- A constraint matching the bounds lets ATTACH skip its validation scan.
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (observed_at >= %L AND observed_at < %L)', tmp, tmp || '_month', lo, hi);
  EXECUTE format('ALTER TABLE prices DETACH PARTITION %I', part);
  EXECUTE format('DROP TABLE %I', part);
  EXECUTE format('ALTER TABLE %I RENAME TO %I', tmp, part);
  EXECUTE format('ALTER TABLE prices ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  EXECUTE format('COMMENT ON TABLE %I IS %L', part, 'compacted: weekly closes and lows, ' || now()::text);
  RETURN kept;
END $$;--> statement-breakpoint
-- 5. Months for the existing rows (at least the past 12 and the next 3), then the rows.
DO $$
DECLARE
  first_month timestamptz := least(coalesce((SELECT min(observed_at) FROM prices_unpartitioned), now()), now() - interval '12 months');
  last_month timestamptz := greatest(coalesce((SELECT max(observed_at) FROM prices_unpartitioned), now()), now() + interval '3 months');
  m timestamptz := date_trunc('month', first_month AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
BEGIN
  WHILE m <= last_month LOOP
    PERFORM cartwise_ensure_price_partition(m);
    m := ((m AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "prices" ("id", "product_id", "store_id", "amount_cents", "currency", "unit_price_cents", "on_special", "observed_at", "source")
SELECT "id", "product_id", "store_id", "amount_cents", "currency", "unit_price_cents", "on_special", "observed_at", "source" FROM "prices_unpartitioned";--> statement-breakpoint
DROP TABLE "prices_unpartitioned";--> statement-breakpoint
-- 6. The current-prices trigger (migrations 0001, 0013) now sits on the partitioned table.
CREATE TRIGGER prices_sync_current AFTER INSERT ON "prices"
  REFERENCING NEW TABLE AS new_prices
  FOR EACH STATEMENT EXECUTE FUNCTION cartwise_sync_current_prices();
