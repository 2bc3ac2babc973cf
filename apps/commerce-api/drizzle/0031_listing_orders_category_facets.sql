CREATE TABLE "category_facet_build" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_facet_build_single_row" CHECK ("category_facet_build"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "category_facet_counts" (
	"category_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "category_facet_counts_category_id_attribute_id_value_pk" PRIMARY KEY("category_id","attribute_id","value")
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("hide_price","price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("hide_price","price","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("review_star_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("review_count" DESC NULLS LAST,"id");