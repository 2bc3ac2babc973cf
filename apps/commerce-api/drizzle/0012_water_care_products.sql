CREATE TABLE "water_care_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"chemical" text NOT NULL,
	"strength_percent" real,
	"form" text,
	"package_amount" real NOT NULL,
	"package_unit" text NOT NULL,
	"package_label" text NOT NULL,
	CONSTRAINT "water_care_products_package_positive" CHECK ("water_care_products"."package_amount" > 0),
	CONSTRAINT "water_care_products_chemical_known" CHECK ("water_care_products"."chemical" in ('liquid_chlorine', 'cal_hypo', 'muriatic_acid', 'dry_acid', 'soda_ash', 'baking_soda', 'calcium_chloride', 'stabilizer', 'salt')),
	CONSTRAINT "water_care_products_unit_known" CHECK ("water_care_products"."package_unit" in ('fl_oz', 'oz')),
	CONSTRAINT "water_care_products_strength" CHECK ("water_care_products"."strength_percent" is null or ("water_care_products"."strength_percent" > 0 and "water_care_products"."strength_percent" <= 100))
);
--> statement-breakpoint
ALTER TABLE "water_care_products" ADD CONSTRAINT "water_care_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "water_care_products_chemical_idx" ON "water_care_products" USING btree ("chemical");