-- The product, plan and coupon filters of the orders list also check the seller (a foreign id
-- must find nothing). With seller_id in the index the list's capped count is an index-only scan
-- instead of a heap or sequential read (docs/orders-list.md). Same names and keys as before, so
-- foreign-key lookups by product, plan or coupon keep their index; drizzle cannot write INCLUDE.
DROP INDEX "orders_product_idx";--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id","created_at","id") INCLUDE ("seller_id");--> statement-breakpoint
DROP INDEX "orders_pricing_plan_idx";--> statement-breakpoint
CREATE INDEX "orders_pricing_plan_idx" ON "orders" USING btree ("pricing_plan_id","created_at","id") INCLUDE ("seller_id");--> statement-breakpoint
DROP INDEX "orders_coupon_idx";--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id","created_at","id") INCLUDE ("seller_id");
