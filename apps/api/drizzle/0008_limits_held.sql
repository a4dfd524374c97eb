ALTER TABLE "reservations" ADD COLUMN "kind" text DEFAULT 'stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Coupon and discount uses now count from the checkout on (held, given back when it expires or
-- fails). Checkouts still open at this migration were not counted yet: they hold their use now.
INSERT INTO "reservations" ("order_id", "product_id", "kind", "coupon_id", "quantity", "expires_at")
SELECT "id", "product_id", 'coupon', "coupon_id", 1, "created_at" + interval '14 days'
FROM "orders" WHERE "state" IN ('draft', 'ready') AND "coupon_id" IS NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "used_count" = "used_count" + "open"."n"
FROM (SELECT "coupon_id", count(*)::int AS "n" FROM "orders" WHERE "state" IN ('draft', 'ready') AND "coupon_id" IS NOT NULL GROUP BY "coupon_id") AS "open"
WHERE "coupons"."id" = "open"."coupon_id";--> statement-breakpoint
INSERT INTO "reservations" ("order_id", "product_id", "kind", "quantity", "expires_at")
SELECT "id", "product_id", 'discount', 1, "created_at" + interval '14 days'
FROM "orders" WHERE "state" IN ('draft', 'ready') AND ("plan"->>'productDiscount')::boolean IS TRUE;--> statement-breakpoint
UPDATE "products" SET "discount" = jsonb_set("discount", '{ordersCount}', to_jsonb(coalesce(("discount"->>'ordersCount')::int, 0) + "open"."n"))
FROM (SELECT "product_id", count(*)::int AS "n" FROM "orders" WHERE "state" IN ('draft', 'ready') AND ("plan"->>'productDiscount')::boolean IS TRUE GROUP BY "product_id") AS "open"
WHERE "products"."id" = "open"."product_id" AND "products"."discount" IS NOT NULL AND jsonb_typeof("products"."discount") = 'object';
