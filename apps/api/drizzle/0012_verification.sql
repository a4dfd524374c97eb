CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"owner_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'init_state' NOT NULL,
	"provider_account_id" text,
	"failure_reason" text,
	"activated_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legitimation_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legitimation_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"legitimation_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_id" bigint NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"refusal_reason" text,
	"provider_document_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legitimation_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legitimation_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"legitimation_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"step" text NOT NULL,
	"admin_state" text NOT NULL,
	"legal_form" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text,
	"decided_by" bigint,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legitimation_ubos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legitimation_ubos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"legitimation_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"person" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legitimations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legitimations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"legal_form" text NOT NULL,
	"step" text NOT NULL,
	"admin_state" text DEFAULT 'init' NOT NULL,
	"head_quarter" jsonb,
	"legal_representative" jsonb,
	"rejection_reason" text,
	"provider_user_id" text,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_documents" ADD CONSTRAINT "legitimation_documents_legitimation_id_legitimations_id_fk" FOREIGN KEY ("legitimation_id") REFERENCES "public"."legitimations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_documents" ADD CONSTRAINT "legitimation_documents_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_documents" ADD CONSTRAINT "legitimation_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_history" ADD CONSTRAINT "legitimation_history_legitimation_id_legitimations_id_fk" FOREIGN KEY ("legitimation_id") REFERENCES "public"."legitimations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_history" ADD CONSTRAINT "legitimation_history_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_history" ADD CONSTRAINT "legitimation_history_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_ubos" ADD CONSTRAINT "legitimation_ubos_legitimation_id_legitimations_id_fk" FOREIGN KEY ("legitimation_id") REFERENCES "public"."legitimations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimation_ubos" ADD CONSTRAINT "legitimation_ubos_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimations" ADD CONSTRAINT "legitimations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legitimations" ADD CONSTRAINT "legitimations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_seller_idx" ON "bank_accounts" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "bank_accounts_state_idx" ON "bank_accounts" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_activated_key" ON "bank_accounts" USING btree ("seller_id") WHERE "bank_accounts"."state" = 'activated';--> statement-breakpoint
CREATE INDEX "legitimation_documents_legitimation_idx" ON "legitimation_documents" USING btree ("legitimation_id","kind");--> statement-breakpoint
CREATE INDEX "legitimation_history_seller_idx" ON "legitimation_history" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "legitimation_ubos_legitimation_idx" ON "legitimation_ubos" USING btree ("legitimation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legitimations_seller_key" ON "legitimations" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "legitimations_step_idx" ON "legitimations" USING btree ("step","id");--> statement-breakpoint
CREATE INDEX "legitimations_requested_idx" ON "legitimations" USING btree ("requested_at","id");