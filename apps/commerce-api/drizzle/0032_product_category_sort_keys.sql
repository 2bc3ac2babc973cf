ALTER TABLE "product_categories" ADD COLUMN "hide_price" boolean;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "price" integer;--> statement-breakpoint
-- Hand-written (docs/decisions/0074): the product's price sort keys kept beside each category it is
-- in, so a category page sorted by price walks (category, hide_price, price) and stops.
UPDATE "product_categories" pc SET "hide_price" = p."hide_price", "price" = p."price"
  FROM "products" p WHERE p."id" = pc."product_id";--> statement-breakpoint
CREATE INDEX "product_categories_price_idx" ON "product_categories" USING btree ("category_id","hide_price","price","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_price_desc_idx" ON "product_categories" USING btree ("category_id","hide_price","price" DESC NULLS LAST,"product_id");--> statement-breakpoint
-- A row added without them takes them from its product (the seed's COPY sends them itself).
CREATE OR REPLACE FUNCTION "set_product_category_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."hide_price", p."price" INTO NEW."hide_price", NEW."price" FROM "products" p WHERE p."id" = NEW."product_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_categories_set_sort_keys" BEFORE INSERT ON "product_categories" FOR EACH ROW
  WHEN (NEW."hide_price" IS NULL OR NEW."price" IS NULL) EXECUTE FUNCTION "set_product_category_sort_keys"();--> statement-breakpoint
CREATE TRIGGER "product_categories_moved_sort_keys" BEFORE UPDATE OF "product_id" ON "product_categories" FOR EACH ROW
  WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id") EXECUTE FUNCTION "set_product_category_sort_keys"();--> statement-breakpoint
-- A product's new price or hide_price goes to every category row of it.
CREATE OR REPLACE FUNCTION "product_price_to_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_categories" SET "hide_price" = NEW."hide_price", "price" = NEW."price" WHERE "product_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_to_categories" AFTER UPDATE OF "price", "hide_price" ON "products" FOR EACH ROW
  WHEN (OLD."price" IS DISTINCT FROM NEW."price" OR OLD."hide_price" IS DISTINCT FROM NEW."hide_price")
  EXECUTE FUNCTION "product_price_to_categories"();
