CREATE TABLE "water_test_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" integer,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"reading" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "water_test_photos" ADD CONSTRAINT "water_test_photos_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "water_test_photos_pool_idx" ON "water_test_photos" USING btree ("pool_id");