CREATE TYPE "public"."payment_authorization_status" AS ENUM('authorized', 'captured', 'voided');--> statement-breakpoint
CREATE TABLE "payment_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_authorization_status" DEFAULT 'authorized' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processor_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fraud_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_authorizations" ADD CONSTRAINT "payment_authorizations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_authorizations_orphan_idx" ON "payment_authorizations" USING btree ("status","created_at") WHERE "payment_authorizations"."order_id" is null;--> statement-breakpoint
CREATE INDEX "processor_tokens_expires_idx" ON "processor_tokens" USING btree ("expires_at");