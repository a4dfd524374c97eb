CREATE TABLE "invoice_sequences" (
	"seller_id" bigint NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_sequences_seller_id_series_year_pk" PRIMARY KEY("seller_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_rate_id" bigint,
	"payment_id" bigint,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplied_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"net_amount" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"gross_amount" bigint NOT NULL,
	"vat_mode" text NOT NULL,
	"vat_lines" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"references_invoice_id" bigint,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amounts_check" CHECK (gross_amount = net_amount + vat_amount)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"serial" text NOT NULL,
	"holder_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'valid' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_accesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_counts" (
	"order_id" bigint NOT NULL,
	"digital_id" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	CONSTRAINT "download_counts_order_id_digital_id_pk" PRIMARY KEY("order_id","digital_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" bigint NOT NULL,
	"lesson_id" bigint NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "payment_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"ticket_type_id" bigint NOT NULL,
	"seat" integer NOT NULL,
	"code" text NOT NULL,
	"attendee_name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "license_keys" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_rate_id_order_rates_id_fk" FOREIGN KEY ("order_rate_id") REFERENCES "public"."order_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_counts" ADD CONSTRAINT "download_counts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_counts" ADD CONSTRAINT "download_counts_digital_id_product_digitals_id_fk" FOREIGN KEY ("digital_id") REFERENCES "public"."product_digitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tickets" ADD CONSTRAINT "payment_tickets_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tickets" ADD CONSTRAINT "payment_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tickets" ADD CONSTRAINT "payment_tickets_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tickets" ADD CONSTRAINT "payment_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tickets" ADD CONSTRAINT "payment_tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tasks" ADD CONSTRAINT "seller_tasks_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tasks" ADD CONSTRAINT "seller_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tasks" ADD CONSTRAINT "seller_tasks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_kind_number_key" ON "invoices" USING btree ("seller_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_rate_invoice_key" ON "invoices" USING btree ("order_rate_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_memo_key" ON "invoices" USING btree ("payment_id") WHERE kind = 'credit_memo';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_seller_issued_idx" ON "invoices" USING btree ("seller_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_key" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_order_product_key" ON "certificates" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_accesses_order_product_key" ON "course_accesses" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "course_accesses_user_idx" ON "course_accesses" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_product_key" ON "deliveries" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_tickets_code_key" ON "payment_tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_tickets_line_seat_key" ON "payment_tickets" USING btree ("order_line_id","seat");--> statement-breakpoint
CREATE INDEX "payment_tickets_event_idx" ON "payment_tickets" USING btree ("event_id","state");--> statement-breakpoint
CREATE INDEX "payment_tickets_seller_idx" ON "payment_tickets" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_tasks_order_product_key" ON "seller_tasks" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "seller_tasks_open_idx" ON "seller_tasks" USING btree ("seller_id","created_at") WHERE state = 'open';