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
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_words("title")), 'A')
    || setweight(to_tsvector('simple', search_words("mpn" || ' ' || "sku") || ' ' || lower(compact_code("mpn")) || ' ' || lower(compact_code("sku"))), 'B')
    || setweight(to_tsvector('simple', search_words("short_description" || ' ' || "description")), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_code" text GENERATED ALWAYS AS (compact_code("mpn")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku_code" text GENERATED ALWAYS AS (compact_code("sku")) STORED;--> statement-breakpoint
CREATE INDEX "products_part_code_idx" ON "products" USING btree ("part_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sku_code_idx" ON "products" USING btree ("sku_code" text_pattern_ops);--> statement-breakpoint
-- Hand-written: dropping the old column dropped its index; the weighted vector gets it back.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The typo vocabulary: words of four letters or more without digits (shorter words and part-number
-- pieces are never matched with typos), added by each statement that writes products, COPY included.
-- Words of removed products stay: a stale candidate only matches nothing.
CREATE OR REPLACE FUNCTION "add_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("term")
    SELECT DISTINCT word FROM new_products, unnest(tsvector_to_array(new_products."search_vector")) AS word
    WHERE length(word) >= 4 AND word !~ '[[:digit:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_add_search_terms_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "add_search_terms"();--> statement-breakpoint
CREATE TRIGGER "products_add_search_terms_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "add_search_terms"();--> statement-breakpoint
INSERT INTO "search_terms" ("term")
  SELECT DISTINCT word FROM "products", unnest(tsvector_to_array("search_vector")) AS word
  WHERE length(word) >= 4 AND word !~ '[[:digit:]]'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- pg_trgm where the server has it (a PostgreSQL server; the embedded PGlite does not ship it, and its
-- search is the in-process index anyway): a trigram index over the vocabulary for typo candidates.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
  END IF;
END;
$$;
