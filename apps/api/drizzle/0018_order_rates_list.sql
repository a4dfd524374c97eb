CREATE TABLE "order_csv_settings" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_csv_settings" ADD CONSTRAINT "order_csv_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_rates_seller_state_idx" ON "order_rates" USING btree ("seller_id","state","due_at","id");--> statement-breakpoint
CREATE INDEX "order_rates_seller_currency_idx" ON "order_rates" USING btree ("seller_id","currency","due_at","id");--> statement-breakpoint
CREATE INDEX "order_rates_seller_amount_idx" ON "order_rates" USING btree ("seller_id","amount","id");