CREATE TABLE "invoice_counters" (
	"series" varchar(30) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "retailer_payments" ADD COLUMN "invoice_billed_to" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_payments_invoice_number_uq" ON "retailer_payments" USING btree ("invoice_number");--> statement-breakpoint
-- Tax invoice numbers (decision 051b): one gap-free series, bumped under the counter row's lock in
-- the transaction that makes a payment paid. A rolled-back payment rolls its number back too, so
-- the next one takes it; concurrent payments wait on the row lock and number in commit order.
INSERT INTO "invoice_counters" ("series", "last_number") VALUES ('tax_invoice', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
WITH numbered AS (
  SELECT p.id, row_number() OVER (ORDER BY coalesce(p.paid_at, p.created_at), p.created_at, p.id) AS n
  FROM retailer_payments p
  WHERE p.status = 'paid' AND p.is_demo_no_charge = false AND p.amount_cents > 0
)
UPDATE retailer_payments p
SET invoice_number = numbered.n,
    invoice_billed_to = (SELECT jsonb_build_object('name', r.name, 'address', r.address, 'taxNumber', r.gst_number) FROM retailers r WHERE r.id = p.retailer_id)
FROM numbered WHERE numbered.id = p.id;--> statement-breakpoint
UPDATE "invoice_counters" SET "last_number" = (SELECT coalesce(max(invoice_number), 0) FROM retailer_payments) WHERE "series" = 'tax_invoice';--> statement-breakpoint
CREATE OR REPLACE FUNCTION cartwise_number_tax_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invoice_number IS NULL AND NEW.status = 'paid' AND NEW.is_demo_no_charge = false AND NEW.amount_cents > 0 THEN
    -- The counter row's lock is held until commit; a missing row (an emptied table) restarts after the highest number issued.
    INSERT INTO invoice_counters AS c (series, last_number)
      VALUES ('tax_invoice', (SELECT coalesce(max(invoice_number), 0) + 1 FROM retailer_payments))
      ON CONFLICT (series) DO UPDATE SET last_number = c.last_number + 1
      RETURNING c.last_number INTO NEW.invoice_number;
    SELECT jsonb_build_object('name', r.name, 'address', r.address, 'taxNumber', r.gst_number)
      INTO NEW.invoice_billed_to FROM retailers r WHERE r.id = NEW.retailer_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.invoice_number IS NOT NULL THEN
    -- An issued invoice keeps its number and its billed-to details.
    NEW.invoice_number := OLD.invoice_number;
    NEW.invoice_billed_to := OLD.invoice_billed_to;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER retailer_payments_number_tax_invoice
  BEFORE INSERT OR UPDATE ON retailer_payments
  FOR EACH ROW EXECUTE FUNCTION cartwise_number_tax_invoice();
