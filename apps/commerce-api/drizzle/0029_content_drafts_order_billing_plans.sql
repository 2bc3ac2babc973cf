ALTER TABLE "content_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "plan_for_product_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_plan_for_product_id_products_id_fk" FOREIGN KEY ("plan_for_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;