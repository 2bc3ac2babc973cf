CREATE TABLE "search_prefix_build" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_prefix_build_single_row" CHECK ("search_prefix_build"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_prefix_pending" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_prefix_top" (
	"prefix" text PRIMARY KEY NOT NULL,
	"ids" integer[] NOT NULL,
	"complete" boolean NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written (docs/decisions/0080): a product added, removed, or whose search words changed, waits
-- in search_prefix_pending until the next build of the dropdown's lists takes it in; the dropdown
-- checks it meanwhile. The seed's COPY turns the insert trigger off and builds the lists itself.
CREATE OR REPLACE FUNCTION "add_search_prefix_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_prefix_pending" ("product_id") VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_prefix_pending_insert" AFTER INSERT ON "products" FOR EACH ROW
  EXECUTE FUNCTION "add_search_prefix_pending"();--> statement-breakpoint
CREATE TRIGGER "products_search_prefix_pending_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector") EXECUTE FUNCTION "add_search_prefix_pending"();--> statement-breakpoint
CREATE TRIGGER "products_search_prefix_pending_delete" AFTER DELETE ON "products" FOR EACH ROW
  EXECUTE FUNCTION "add_search_prefix_pending"();
