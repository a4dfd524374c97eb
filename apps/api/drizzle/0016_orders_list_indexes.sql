-- Trigram search over the orders' search_text (docs/orders-list.md); trusted extension, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_product_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(payer->>'email', '') || E'
' || coalesce(payer->>'first_name', '') || ' ' || coalesce(payer->>'last_name', ''))) STORED;--> statement-breakpoint
CREATE INDEX "orders_seller_amount_idx" ON "orders" USING btree ("seller_id","total_amount","id");--> statement-breakpoint
CREATE INDEX "orders_seller_id_idx" ON "orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "orders_seller_state_idx" ON "orders" USING btree ("seller_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_payment_state_idx" ON "orders" USING btree ("seller_id","payment_state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_method_idx" ON "orders" USING btree ("seller_id","payment_method","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_provider_idx" ON "orders" USING btree ("seller_id","provider","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_currency_idx" ON "orders" USING btree ("seller_id","currency","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_upsells_idx" ON "orders" USING btree ("seller_id","created_at","id") WHERE parent_order_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pricing_plan_idx" ON "orders" USING btree ("pricing_plan_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_token_prefix_idx" ON "orders" USING btree ("token" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id","created_at","id");