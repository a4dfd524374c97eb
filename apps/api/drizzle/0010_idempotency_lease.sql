ALTER TABLE "idempotency_keys" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "checkpoint" jsonb;