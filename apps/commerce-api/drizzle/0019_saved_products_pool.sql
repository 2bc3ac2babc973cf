ALTER TABLE "saved_products" ADD COLUMN "pool_id" integer;--> statement-breakpoint
ALTER TABLE "saved_products" ADD CONSTRAINT "saved_products_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_products_pool_idx" ON "saved_products" USING btree ("pool_id","created_at");