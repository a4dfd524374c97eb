ALTER TABLE "products" ADD COLUMN "display_price_from" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill: display_price becomes the headline of the plan the checkout opens with (the
-- recommended active plan, else the first), as the domain's listPrice computes it; it was the
-- cheapest first payment. One-time plans show their total, the others their first payment.
UPDATE "products" AS p
SET "display_price" = h.amount, "display_price_from" = h.differ
FROM (
  SELECT
    x.product_id,
    (array_agg(x.headline ORDER BY x.recommended DESC, x.position, x.id))[1] AS amount,
    count(DISTINCT x.headline) > 1 AS differ
  FROM (
    SELECT
      pp.product_id,
      pp.recommended,
      pp.position,
      pp.id,
      CASE
        WHEN pp.prefs->>'firstAmount' IS NULL AND coalesce((pp.prefs->>'customIntervals')::boolean, false) = false
          THEN coalesce((pp.prefs->>'price')::numeric, 0)
        WHEN coalesce((pp.prefs->>'customIntervals')::boolean, false)
          THEN coalesce((pp.prefs->>'rate1Amount')::numeric, 0)
        WHEN pp.form = 'one_time'
          THEN (pp.prefs->>'firstAmount')::numeric
            + coalesce((pp.prefs->>'nextAmount')::numeric, 0)
              * (greatest(coalesce((pp.prefs->>'paymentsCount')::numeric, 1), 1) - 1)
        ELSE (pp.prefs->>'firstAmount')::numeric
      END AS headline
    FROM "pricing_plans" AS pp
    WHERE pp.active
  ) AS x
  GROUP BY x.product_id
) AS h
WHERE h.product_id = p.id;
