CREATE TABLE "accounting_bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"event_key" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"booking_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"side" text NOT NULL,
	"currency" text NOT NULL,
	"account_key" text NOT NULL,
	"contra_key" text NOT NULL,
	"vat_mode" text DEFAULT '' NOT NULL,
	"rate_basis_points" integer DEFAULT 0 NOT NULL,
	"document_field_1" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"order_rate_id" bigint,
	"export_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD COLUMN "superseded_by_id" bigint;--> statement-breakpoint
ALTER TABLE "accounting_bookings" ADD CONSTRAINT "accounting_bookings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_bookings_source_idx" ON "accounting_bookings" USING btree ("seller_id","source","source_id","line");--> statement-breakpoint
CREATE INDEX "accounting_bookings_date_idx" ON "accounting_bookings" USING btree ("seller_id","event_date","id");--> statement-breakpoint
CREATE INDEX "accounting_bookings_amount_idx" ON "accounting_bookings" USING btree ("seller_id","amount","id");--> statement-breakpoint
CREATE INDEX "accounting_bookings_export_idx" ON "accounting_bookings" USING btree ("export_id");--> statement-breakpoint
CREATE INDEX "accounting_bookings_unnumbered_idx" ON "accounting_bookings" USING btree ("seller_id","order_rate_id") WHERE document_field_1 = '' and order_rate_id is not null;