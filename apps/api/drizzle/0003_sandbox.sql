CREATE TABLE "sandbox_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"kind" text DEFAULT 'charge' NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"failure_code" text,
	"outcome" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"instrument" jsonb,
	"charge_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settle_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_charges_settle_idx" ON "sandbox_charges" USING btree ("settle_at") WHERE state = 'processing';