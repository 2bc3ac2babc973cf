-- Hand-written (docs/decisions/0062): the text functions of PostgreSQL search, immutable so generated
-- columns may use them. search_words splits as the in-process index's tokenize does (letter/digit
-- boundaries too: `SP2610X35` gives sp 2610 x 35); compact_code keeps letters and digits, upper case.
CREATE OR REPLACE FUNCTION "search_words"(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(regexp_replace(regexp_replace(input, '([[:alpha:]])([[:digit:]])', '\1 \2', 'g'),
    '([[:digit:]])([[:alpha:]])', '\1 \2', 'g'), '[^[:alnum:]]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "compact_code"(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT upper(regexp_replace(input, '[^[:alnum:]]+', '', 'g'))
$$;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_code" text GENERATED ALWAYS AS (compact_code("mpn")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku_code" text GENERATED ALWAYS AS (compact_code("sku")) STORED;--> statement-breakpoint
CREATE INDEX "products_part_code_idx" ON "products" USING btree ("part_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sku_code_idx" ON "products" USING btree ("sku_code" text_pattern_ops);--> statement-breakpoint
-- Hand-written: the weighted search vector, kept by a trigger rather than generated, because the
-- brand's name (weight B with the part number and sku) lives in brands. Title A, descriptions C.
CREATE OR REPLACE FUNCTION "product_search_vector"(title text, mpn text, sku text, brand text, short_description text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', search_words(title)), 'A')
    || setweight(to_tsvector('simple', search_words(coalesce(brand, '') || ' ' || mpn || ' ' || sku) || ' ' || lower(compact_code(mpn)) || ' ' || lower(compact_code(sku))), 'B')
    || setweight(to_tsvector('simple', search_words(short_description || ' ' || description)), 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "set_product_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := product_search_vector(NEW."title", NEW."mpn", NEW."sku",
    (SELECT "name" FROM "brands" WHERE "id" = NEW."brand_id"), NEW."short_description", NEW."description");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_set_search_vector" BEFORE INSERT OR UPDATE OF "title", "mpn", "sku", "brand_id", "short_description", "description"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "set_product_search_vector"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "brand_renamed_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = product_search_vector("title", "mpn", "sku", NEW."name", "short_description", "description")
    WHERE "brand_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "brands_renamed_search_vector" AFTER UPDATE OF "name" ON "brands" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "brand_renamed_search_vector"();--> statement-breakpoint
UPDATE "products" p SET "search_vector" = product_search_vector(p."title", p."mpn", p."sku", b."name", p."short_description", p."description")
  FROM "brands" b WHERE b."id" = p."brand_id";--> statement-breakpoint
-- The typo vocabulary: words of titles, brands and part numbers (weights A and B: the words the
-- in-process index takes typos on; descriptions would triple the work for words nobody mistypes) of
-- three letters or more without digits (a four-letter word typed with one typo, "nets", can be a
-- three-letter one, "net"; shorter words and part-number pieces are never matched with typos), added
-- by each statement that writes products, COPY included. Words of removed products
-- stay: a stale candidate only matches nothing.
CREATE OR REPLACE FUNCTION "add_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("term")
    SELECT DISTINCT word FROM new_products, unnest(tsvector_to_array(ts_filter(new_products."search_vector", '{a,b}'))) AS word
    WHERE length(word) >= 3 AND word !~ '[[:digit:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_add_search_terms_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "add_search_terms"();--> statement-breakpoint
CREATE TRIGGER "products_add_search_terms_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "add_search_terms"();--> statement-breakpoint
INSERT INTO "search_terms" ("term")
  SELECT DISTINCT word FROM "products", unnest(tsvector_to_array(ts_filter("search_vector", '{a,b}'))) AS word
  WHERE length(word) >= 3 AND word !~ '[[:digit:]]'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- pg_trgm where the server has it (a PostgreSQL server; the embedded PGlite does not ship it, and its
-- search is the in-process index anyway): trigram similarity finds typo candidates in the vocabulary.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
END;
$$;
