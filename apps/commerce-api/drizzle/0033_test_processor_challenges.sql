ALTER TYPE "public"."processor_charge_status" ADD VALUE 'requires_action';--> statement-breakpoint
ALTER TABLE "processor_charges" ADD COLUMN "challenge_secret" text;--> statement-breakpoint
ALTER TABLE "processor_charges" ADD COLUMN "challenge_outcome" text;--> statement-breakpoint
ALTER TABLE "processor_tokens" ADD COLUMN "requires_authentication" boolean DEFAULT false NOT NULL;