CREATE TABLE "customer_one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_one_time_tokens_purpose" CHECK ("customer_one_time_tokens"."purpose" in ('reset', 'login_link'))
);
--> statement-breakpoint
ALTER TABLE "customer_one_time_tokens" ADD CONSTRAINT "customer_one_time_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_one_time_tokens_customer_idx" ON "customer_one_time_tokens" USING btree ("customer_id","purpose");