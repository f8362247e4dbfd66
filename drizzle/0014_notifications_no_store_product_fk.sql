ALTER TABLE "notifications" DROP CONSTRAINT "notifications_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_product_id_products_id_fk";
