ALTER TABLE "reward_transactions" DROP CONSTRAINT "reward_transactions_kind";--> statement-breakpoint
ALTER TABLE "reward_transactions" DROP CONSTRAINT "reward_transactions_sign";--> statement-breakpoint
DROP INDEX "reward_transactions_order_key";--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0055): reviews written before moderation already count, so they are approved.
UPDATE "product_reviews" SET "status" = 'approved';--> statement-breakpoint
-- Hand-written: a customer's earlier reviews of a product they reviewed again stay (and keep counting) without their writer.
UPDATE "product_reviews" r SET "customer_id" = NULL WHERE r."customer_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "product_reviews" n WHERE n."product_id" = r."product_id" AND n."customer_id" = r."customer_id" AND n."id" > r."id"
);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderated_by_customers_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_pending_idx" ON "product_reviews" USING btree ("created_at") WHERE "product_reviews"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_customer_product_key" ON "product_reviews" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_transactions_cancel_key" ON "reward_transactions" USING btree ("order_id") WHERE "reward_transactions"."kind" in ('reversal', 'refund') and "reward_transactions"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_transactions_return_key" ON "reward_transactions" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_transactions_order_key" ON "reward_transactions" USING btree ("order_id") WHERE "reward_transactions"."kind" in ('order', 'redeem');--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_status" CHECK ("product_reviews"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_kind" CHECK ("reward_transactions"."kind" in ('order', 'redeem', 'reversal', 'refund'));--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_sign" CHECK (("reward_transactions"."kind" in ('order', 'refund') and "reward_transactions"."points" >= 0) or ("reward_transactions"."kind" = 'redeem' and "reward_transactions"."points" < 0) or ("reward_transactions"."kind" = 'reversal' and "reward_transactions"."points" <= 0));