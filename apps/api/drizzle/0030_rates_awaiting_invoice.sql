CREATE TABLE "rates_awaiting_invoice" (
	"order_rate_id" bigint PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"test_mode" boolean NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rates_awaiting_invoice" ADD CONSTRAINT "rates_awaiting_invoice_order_rate_id_order_rates_id_fk" FOREIGN KEY ("order_rate_id") REFERENCES "public"."order_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rates_awaiting_invoice_order_idx" ON "rates_awaiting_invoice" USING btree ("seller_id","test_mode","paid_at","order_rate_id");--> statement-breakpoint
-- Rates paid before this migration whose invoice is not issued yet (their jobs still to run).
INSERT INTO "rates_awaiting_invoice" ("order_rate_id", "seller_id", "test_mode", "paid_at")
SELECT r."id", r."seller_id", o."test_mode", r."paid_at"
FROM "order_rates" r JOIN "orders" o ON o."id" = r."order_id"
WHERE r."paid_amount" > 0 AND r."paid_at" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "invoices" i
    WHERE i."order_rate_id" = r."id" AND i."kind" = 'invoice' AND i."corrects_invoice_id" IS NULL
  );
