CREATE TABLE "shopping_list_item_exclusions" (
	"item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_item_exclusions_pk" PRIMARY KEY("item_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shopping_list_item_exclusions" ADD CONSTRAINT "shopping_list_item_exclusions_item_id_shopping_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shopping_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_item_exclusions" ADD CONSTRAINT "shopping_list_item_exclusions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;