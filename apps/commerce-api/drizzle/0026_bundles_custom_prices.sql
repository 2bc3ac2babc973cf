CREATE TABLE "bundle_items" (
	"bundle_product_id" integer NOT NULL,
	"item_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_product_id_item_product_id_pk" PRIMARY KEY("bundle_product_id","item_product_id"),
	CONSTRAINT "bundle_items_quantity_positive" CHECK ("bundle_items"."quantity" > 0),
	CONSTRAINT "bundle_items_price_nonnegative" CHECK ("bundle_items"."price" >= 0),
	CONSTRAINT "bundle_items_not_itself" CHECK ("bundle_items"."bundle_product_id" <> "bundle_items"."item_product_id")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "custom_price" integer;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_product_id_products_id_fk" FOREIGN KEY ("bundle_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_item_product_id_products_id_fk" FOREIGN KEY ("item_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;