CREATE TABLE "export_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"schedule_id" bigint,
	"period_key" text,
	"list" text NOT NULL,
	"filters" jsonb NOT NULL,
	"columns" jsonb,
	"locale" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"file_size" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"list" text NOT NULL,
	"filters" jsonb NOT NULL,
	"columns" jsonb,
	"frequency" text NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"delivery" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_schedule_id_export_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."export_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_schedules" ADD CONSTRAINT "export_schedules_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_runs_schedule_period_idx" ON "export_runs" USING btree ("schedule_id","period_key");--> statement-breakpoint
CREATE INDEX "export_runs_seller_idx" ON "export_runs" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "export_schedules_seller_idx" ON "export_schedules" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "export_schedules_state_idx" ON "export_schedules" USING btree ("state","id");