ALTER TABLE "payments" DROP CONSTRAINT "payments_last4";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_points" CHECK (("payments"."kind" = 'card' and "payments"."points" is null) or ("payments"."kind" = 'points' and "payments"."points" > 0 and "payments"."amount_cents" = 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_last4" CHECK (("payments"."kind" = 'card' and "payments"."last4" ~ '^[0-9]{4}$') or ("payments"."kind" = 'points' and "payments"."last4" = ''));