CREATE TABLE "billing_settings" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"invoice_number_format" text NOT NULL,
	"credit_memo_number_format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_vat_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_vat_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"vat_payer" boolean NOT NULL,
	"vat_exemption_reason" text,
	"vat_no" text,
	"effective_from" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_settings" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"unpaid_access" text DEFAULT 'keep' NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_rate_invoice_key";--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "quiz_answers" jsonb;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_vat_changes" ADD CONSTRAINT "pending_vat_changes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_settings" ADD CONSTRAINT "access_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_vat_changes_seller_key" ON "pending_vat_changes" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_corrects_key" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancel_memo_key" ON "invoices" USING btree ("references_invoice_id") WHERE kind = 'credit_memo' and payment_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_rate_invoice_key" ON "invoices" USING btree ("order_rate_id") WHERE kind = 'invoice' and corrects_invoice_id is null;