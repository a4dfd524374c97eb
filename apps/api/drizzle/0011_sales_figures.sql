CREATE INDEX "order_rates_seller_paid_idx" ON "order_rates" USING btree ("seller_id","paid_at");--> statement-breakpoint
-- Backfill of what orders paid before this migration sold (docs/orders-lifecycle.md "Figures a seller reads off orders"): every paid order's product and bump lines and event seats, except the order's own limited product, which its reservation already counted.
WITH "paid" AS (SELECT o."id", o."product_id" FROM "orders" o WHERE o."state" IN ('finalized', 'closed', 'refunded', 'unsubscribed') OR (o."state" = 'cancelled' AND EXISTS (SELECT 1 FROM "order_rates" r WHERE r."order_id" = o."id" AND r."paid_at" IS NOT NULL))),
"units" AS (SELECT l."product_id", sum(l."quantity")::int AS "n" FROM "order_lines" l JOIN "paid" ON "paid"."id" = l."order_id" JOIN "products" p ON p."id" = l."product_id" WHERE NOT (l."product_id" = "paid"."product_id" AND p."limit" IS NOT NULL) GROUP BY l."product_id")
UPDATE "products" SET "sold_count" = "products"."sold_count" + "units"."n" FROM "units" WHERE "units"."product_id" = "products"."id";--> statement-breakpoint
-- The order's VAT is its invoices' VAT less its credit memos'.
UPDATE "orders" SET "vat_amount" = greatest("v"."vat", 0) FROM (SELECT "order_id", sum(CASE WHEN "kind" = 'invoice' THEN "vat_amount" ELSE -"vat_amount" END)::bigint AS "vat" FROM "invoices" GROUP BY "order_id") AS "v" WHERE "v"."order_id" = "orders"."id";--> statement-breakpoint
-- Order types of checkouts made before they were set: a bump line makes a bump order, a bundle without one a bundle order.
UPDATE "orders" SET "order_type" = 'bump' WHERE "order_type" = 'standard' AND EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = "orders"."id" AND l."kind" = 'bump');--> statement-breakpoint
UPDATE "orders" SET "order_type" = 'bundle' FROM "products" p WHERE "orders"."order_type" = 'standard' AND "orders"."parent_order_id" IS NULL AND p."id" = "orders"."product_id" AND p."form" = 'bundle';
