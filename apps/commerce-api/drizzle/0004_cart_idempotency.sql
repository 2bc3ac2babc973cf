CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "carts_session_idx";--> statement-breakpoint
-- Hand-written: before one cart per session is enforced, a session's older extra carts (left by two
-- first adds at once) keep their rows under a session id of their own, so no line is lost.
UPDATE "carts" SET "session_id" = "session_id" || ':' || "id"::text WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY "session_id" ORDER BY "updated_at" DESC, "id") AS "rank" FROM "carts"
	) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_key" ON "carts" USING btree ("session_id");