ALTER TABLE "cart_custom_items" ADD COLUMN "parent_line_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_custom_items" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "cart_custom_items" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subscribable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_custom_items" ADD CONSTRAINT "cart_custom_items_parent_line_id_cart_lines_id_fk" FOREIGN KEY ("parent_line_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_custom_items_parent_line_unique" ON "cart_custom_items" USING btree ("parent_line_id");