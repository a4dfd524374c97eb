CREATE TABLE "dunning_agency_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dunning_agency_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"claims_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dunning_claim_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dunning_claim_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"claim_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"outcome" text NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"mail_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dunning_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dunning_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_rate_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fees_amount" bigint DEFAULT 0 NOT NULL,
	"order_amount" bigint NOT NULL,
	"payer_type" text NOT NULL,
	"strategy" text NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"overdue_since" timestamp with time zone NOT NULL,
	"stage_entered_at" timestamp with time zone NOT NULL,
	"next_stage_at" timestamp with time zone,
	"agency_batch_id" bigint,
	"not_collected_reason" text,
	"write_off_reason" text,
	"written_off_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_claims_amount_check" CHECK (amount >= 0 AND fees_amount >= 0 AND order_amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "dunning_settings" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"strategy" text NOT NULL,
	"first_days" integer NOT NULL,
	"second_days" integer NOT NULL,
	"third_days" integer NOT NULL,
	"inkasso_days" integer NOT NULL,
	"first_fee" bigint NOT NULL,
	"second_fee" bigint NOT NULL,
	"third_fee" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dunning_agency_batches" ADD CONSTRAINT "dunning_agency_batches_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_claim_events" ADD CONSTRAINT "dunning_claim_events_claim_id_dunning_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."dunning_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_claims" ADD CONSTRAINT "dunning_claims_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_claims" ADD CONSTRAINT "dunning_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_claims" ADD CONSTRAINT "dunning_claims_order_rate_id_order_rates_id_fk" FOREIGN KEY ("order_rate_id") REFERENCES "public"."order_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_claims" ADD CONSTRAINT "dunning_claims_agency_batch_id_dunning_agency_batches_id_fk" FOREIGN KEY ("agency_batch_id") REFERENCES "public"."dunning_agency_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_settings" ADD CONSTRAINT "dunning_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dunning_agency_batches_seller_idx" ON "dunning_agency_batches" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "dunning_claim_events_claim_idx" ON "dunning_claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_claims_rate_key" ON "dunning_claims" USING btree ("order_rate_id");--> statement-breakpoint
CREATE INDEX "dunning_claims_seller_idx" ON "dunning_claims" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "dunning_claims_order_idx" ON "dunning_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dunning_claims_due_idx" ON "dunning_claims" USING btree ("next_stage_at") WHERE outcome = 'open';