CREATE TABLE "payout_reconciliations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" text NOT NULL,
	"checked_transactions" integer DEFAULT 0 NOT NULL,
	"checked_payouts" integer DEFAULT 0 NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_reconciliations_day_unique" UNIQUE("day")
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payee" text NOT NULL,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"day" integer DEFAULT 1 NOT NULL,
	"minimum_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_settings_payee_unique" UNIQUE("payee")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payee" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"period_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"bank_account_id" bigint,
	"destination" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_code" text,
	"covered_until" timestamp with time zone NOT NULL,
	"hold_transaction_id" text,
	"issued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_period_key" ON "payouts" USING btree ("payee","currency","period_key");--> statement-breakpoint
CREATE INDEX "payouts_payee_idx" ON "payouts" USING btree ("payee","id");--> statement-breakpoint
CREATE INDEX "payouts_payee_covered_idx" ON "payouts" USING btree ("payee","currency","covered_until");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_ref_key" ON "payouts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("state","id") WHERE state IN ('pending', 'issued');