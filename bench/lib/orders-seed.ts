// A seller's million orders in SQL (generate_series), as the orders list and the order CSV read
// them: orders over the seller's products and plans with the states, methods, providers and
// currencies a real shop has (skewed, so filters range from common to rare values), buyers with
// varied emails and names, upsells, and their rates (installments have three). Creating them
// through the checkout would take hours and measure the checkout, not the list.

const FIRST_NAMES = [
  "Anna",
  "Ben",
  "Clara",
  "David",
  "Emma",
  "Felix",
  "Greta",
  "Hannah",
  "Jonas",
  "Julia",
  "Karl",
  "Lena",
  "Lukas",
  "Marie",
  "Max",
  "Mia",
  "Noah",
  "Paul",
  "Sophie",
  "Tom",
];
const LAST_NAMES = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hartmann",
  "Lange",
  "Werner",
  "Krause",
  "Lehmann",
  "Köhler",
  "Walter",
  "Maier",
  "Mayer",
  "Huber",
  "Kaiser",
  "Fuchs",
  "Peters",
  "Lang",
  "Scholz",
  "Möller",
  "Weiß",
  "Jung",
  "Hahn",
  "Vogel",
  "Keller",
];

// Mail providers as German shops see them, gmail.com the most common (listed twice).
const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "web.de",
  "gmx.de",
  "t-online.de",
  "outlook.com",
  "yahoo.de",
  "icloud.com",
  "posteo.de",
  "mailbox.org",
  "freenet.de",
  "aol.com",
];

const array = (values: string[]) => `ARRAY['${values.join("','")}']`;

/** Statements that add `count` orders to the seller with this email; run while the API is stopped. */
export function ordersSeedSql(sellerEmail: string, count: number): string[] {
  return [
    // Bulk load: a trigram index is built far faster in one go than row by row (the same
    // definition as migration 0016 creates, rebuilt below).
    `DROP INDEX orders_search_idx`,
    // g picks everything by arithmetic, so a run is reproducible; the primes spread amounts.
    `INSERT INTO orders (seller_id, token, order_type, state, payment_state, product_id, pricing_plan_id,
       plan, currency, total_amount, vat_amount, payment_method, provider, test_mode, payer, owner,
       locale, created_at, updated_at)
     WITH seller AS (SELECT id FROM users WHERE email = '${sellerEmail}'),
     offer AS (
       SELECT array_agg(p.id ORDER BY p.id) AS products, array_agg(pl.id ORDER BY p.id) AS plans,
              count(*)::int AS n
       FROM products p
       JOIN LATERAL (SELECT id FROM pricing_plans WHERE product_id = p.id ORDER BY id LIMIT 1) pl ON true
       WHERE p.seller_id = (SELECT id FROM seller))
     SELECT seller.id, 'bench' || md5(g::text), 'standard', st.state, st.payment_state,
            offer.products[1 + g % offer.n], offer.plans[1 + g % offer.n],
            jsonb_build_object('form', CASE WHEN g % 20 = 0 THEN 'installment' ELSE 'one_time' END, 'name', 'Standard'),
            cur.currency, 100 + (g::bigint * 7919) % 49900, ((100 + (g::bigint * 7919) % 49900) * 19) / 119,
            pm.method, pm.provider, false, party.p, party.p,
            CASE WHEN g % 3 = 0 THEN 'de' ELSE 'en' END,
            now() - g * interval '20 seconds', now() - g * interval '20 seconds'
     FROM generate_series(1, ${count}) AS g
     CROSS JOIN seller CROSS JOIN offer
     CROSS JOIN LATERAL (SELECT CASE
         WHEN g % 200 = 0 THEN 'draft' WHEN g % 100 = 1 THEN 'refunded' WHEN g % 20 = 2 THEN 'cancelled'
         WHEN g % 50 = 3 THEN 'closed' WHEN g % 10 = 4 THEN 'ready' ELSE 'finalized' END AS state) s0
     CROSS JOIN LATERAL (SELECT s0.state, CASE s0.state
         WHEN 'draft' THEN 'payment_waiting' WHEN 'refunded' THEN 'payment_refunded'
         WHEN 'cancelled' THEN 'payment_not_completed' WHEN 'ready' THEN 'paying' ELSE 'paid' END AS payment_state) st
     CROSS JOIN LATERAL (SELECT CASE WHEN g % 100 < 85 THEN 'eur' WHEN g % 100 < 92 THEN 'chf'
         WHEN g % 100 < 97 THEN 'gbp' ELSE 'pln' END AS currency) cur
     CROSS JOIN LATERAL (SELECT (ARRAY['card','card','card','card','card','paypal','paypal','paypal','sepa','bank_wire','klarna'])[1 + (g / 7) % 11] AS method) m
     CROSS JOIN LATERAL (SELECT m.method, CASE m.method WHEN 'paypal' THEN 'paypal' WHEN 'bank_wire' THEN 'bank_wire'
         ELSE 'stripe' END AS provider) pm
     CROSS JOIN LATERAL (SELECT jsonb_build_object(
         'email', lower((${array(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}]) || '.' || (g % 9973) || '@'
                  || (${array(DOMAINS)})[1 + (g / 3) % ${DOMAINS.length}],
         'first_name', (${array(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
         'last_name', (${array(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || CASE WHEN g % 7 = 0 THEN '-' || (g % 1009) ELSE '' END,
         'buyer_kind', 'private', 'company', '', 'vat_id', '', 'country', 'DE', 'city', 'Berlin',
         'street', 'Hauptstraße', 'street_number', (1 + g % 120)::text, 'zip', '10115', 'phone', '') AS p) party`,
    // Every 50th order is an upsell accepted after the order before it.
    `UPDATE orders SET parent_order_id = id - 1, upsell_type = 'upsell'
     WHERE seller_id = (SELECT id FROM users WHERE email = '${sellerEmail}') AND token LIKE 'bench%' AND id % 50 = 0`,
    `INSERT INTO order_rates (order_id, seller_id, number, due_at, amount, currency, state, paid_amount, paid_at, created_at, updated_at)
     SELECT o.id, o.seller_id, n, o.created_at + (n - 1) * interval '30 days',
            o.total_amount / k + CASE WHEN n = k THEN o.total_amount % k ELSE 0 END, o.currency,
            CASE WHEN o.payment_state = 'paid' AND n = 1 THEN 'paid' WHEN o.payment_state = 'paid' THEN 'future'
                 WHEN o.payment_state = 'payment_refunded' THEN 'refunded' ELSE 'pending' END,
            CASE WHEN o.payment_state IN ('paid', 'payment_refunded') AND n = 1 THEN o.total_amount / k ELSE 0 END,
            CASE WHEN o.payment_state IN ('paid', 'payment_refunded') AND n = 1 THEN o.created_at END,
            o.created_at, o.created_at
     FROM orders o
     CROSS JOIN LATERAL (SELECT CASE WHEN o.plan->>'form' = 'installment' THEN 3 ELSE 1 END AS k) rates
     CROSS JOIN LATERAL generate_series(1, rates.k) AS n
     WHERE o.seller_id = (SELECT id FROM users WHERE email = '${sellerEmail}') AND o.token LIKE 'bench%'`,
    `CREATE INDEX orders_search_idx ON orders USING gin (search_text gin_trgm_ops)`,
    // After a bulk insert autovacuum sets the visibility map (index-only scans for the capped
    // count) and fresh statistics; do it now rather than wait for it.
    `VACUUM ANALYZE orders`,
    `VACUUM ANALYZE order_rates`,
  ];
}
