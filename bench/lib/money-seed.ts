// The money behind a seller's seeded orders (bench/lib/orders-seed.ts), in SQL, as the cabinet's
// money lists read it: per paid rate its charge payment, its balanced ledger transaction (the
// seller's credit is a transfer) and its invoice; per refunded order the refund, its ledger
// lines and its credit memo; per unpaid rate of a paying order a declined charge, and every
// second one a dunning claim spread over the stages, strategies and outcomes; weekly payouts
// per currency that paid out what the week earned. Reproducible: everything follows from ids.

/** Statements that add the money of the seeded orders (token 'bench…') of this seller. */
export function moneySeedSql(sellerEmail: string): string[] {
  const seller = `(SELECT id FROM users WHERE email = '${sellerEmail}')`;
  const fee = (amount: string) => `LEAST(${amount}, (${amount} * 140 + 5000) / 10000 + 25)`;
  return [
    // Charges: one succeeded payment per paid (or later refunded) rate, settled when it was paid.
    `INSERT INTO payments (seller_id, order_id, order_rate_id, kind, provider, method, amount, currency,
       state, provider_ref, provider_fee, test_mode, created_at, updated_at, settled_at)
     SELECT r.seller_id, r.order_id, r.id, 'charge', o.provider, o.payment_method, r.paid_amount, r.currency,
            'succeeded', 'bench_ch_' || r.id, ${fee("r.paid_amount")}, false, r.paid_at, r.paid_at, r.paid_at
     FROM order_rates r JOIN orders o ON o.id = r.order_id
     WHERE r.seller_id = ${seller} AND o.token LIKE 'bench%' AND r.paid_amount > 0`,
    // Refunds of the refunded orders, a day after the charge.
    `INSERT INTO payments (seller_id, order_id, order_rate_id, kind, provider, method, amount, currency,
       state, provider_ref, test_mode, parent_id, created_at, updated_at, settled_at)
     SELECT p.seller_id, p.order_id, p.order_rate_id, 'refund', p.provider, p.method, p.amount, p.currency,
            'succeeded', 'bench_re_' || p.id, false, p.id, p.created_at + interval '1 day',
            p.created_at + interval '1 day', p.created_at + interval '1 day'
     FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE p.seller_id = ${seller} AND p.kind = 'charge' AND o.payment_state = 'payment_refunded'`,
    // The declined charge of each unpaid rate of a paying order (what opened its claim).
    `INSERT INTO payments (seller_id, order_id, order_rate_id, kind, provider, method, amount, currency,
       state, provider_ref, failure_code, off_session, test_mode, created_at, updated_at)
     SELECT r.seller_id, r.order_id, r.id, 'charge', o.provider, o.payment_method, r.amount, r.currency,
            'failed', 'bench_fa_' || r.id, 'card_declined', true, false, r.due_at, r.due_at
     FROM order_rates r JOIN orders o ON o.id = r.order_id
     WHERE r.seller_id = ${seller} AND o.token LIKE 'bench%' AND o.payment_state = 'paying' AND r.state = 'pending'`,
    // Ledger: per charge the sale (provider debit, seller credit) and the provider's fee the seller
    // bears (through the provider_fees clearing account); per refund the sale reversed. Each
    // transaction sums to zero.
    `INSERT INTO ledger_entries (transaction_id, kind, account, amount, currency, seller_id, order_id,
       order_rate_id, payment_id, created_at)
     SELECT 'bench-' || p.id, l.kind, l.account, l.amount, p.currency,
            CASE WHEN l.account = 'seller:' || p.seller_id THEN p.seller_id END,
            p.order_id, p.order_rate_id, p.id, p.created_at
     FROM payments p
     CROSS JOIN LATERAL (VALUES
       ('charge', 'provider:' || p.provider, p.amount), ('charge', 'seller:' || p.seller_id, -p.amount),
       ('provider_fee', 'provider_fees:' || p.provider, p.provider_fee), ('provider_fee', 'provider:' || p.provider, -p.provider_fee),
       ('provider_fee', 'seller:' || p.seller_id, p.provider_fee), ('provider_fee', 'provider_fees:' || p.provider, -p.provider_fee)
     ) AS l(kind, account, amount)
     WHERE p.seller_id = ${seller} AND p.kind = 'charge' AND p.state = 'succeeded'
     UNION ALL
     SELECT 'bench-' || p.id, 'refund', l.account, l.amount, p.currency, CASE WHEN l.account = 'seller:' || p.seller_id THEN p.seller_id END,
            p.order_id, p.order_rate_id, p.id, p.created_at
     FROM payments p
     CROSS JOIN LATERAL (VALUES ('seller:' || p.seller_id, p.amount), ('provider:' || p.provider, -p.amount)) AS l(account, amount)
     WHERE p.seller_id = ${seller} AND p.kind = 'refund'`,
    // Invoices: one per paid rate, numbered per year in the order they were issued.
    `INSERT INTO invoices (seller_id, order_id, order_rate_id, kind, number, year, sequence, issued_at,
       supplied_at, locale, currency, net_amount, vat_amount, gross_amount, vat_mode, vat_lines, lines,
       seller, buyer, created_at)
     SELECT p.seller_id, p.order_id, p.order_rate_id, 'invoice',
            'RE-' || y || '-' || lpad(s::text, 6, '0'), y, s, p.created_at, p.created_at, o.locale, p.currency,
            p.amount - (p.amount * 19) / 119, (p.amount * 19) / 119, p.amount, 'standard',
            jsonb_build_array(jsonb_build_object('basis_points', 1900, 'gross', p.amount)),
            jsonb_build_array(jsonb_build_object('name', 'Standard', 'quantity', 1, 'gross', p.amount)),
            '{"name": "Demo Seller GmbH"}'::jsonb,
            jsonb_build_object('name', (o.payer->>'first_name') || ' ' || (o.payer->>'last_name'),
                               'email', o.payer->>'email', 'company', ''),
            p.created_at
     FROM (SELECT p.*, extract(year FROM p.created_at)::int AS y,
                  row_number() OVER (PARTITION BY extract(year FROM p.created_at) ORDER BY p.created_at, p.id)::int AS s
           FROM payments p WHERE p.seller_id = ${seller} AND p.kind = 'charge' AND p.state = 'succeeded') p
     JOIN orders o ON o.id = p.order_id`,
    // Credit memos for the refunds, reversing their invoice.
    `INSERT INTO invoices (seller_id, order_id, order_rate_id, payment_id, kind, number, year, sequence,
       issued_at, supplied_at, locale, currency, net_amount, vat_amount, gross_amount, vat_mode, vat_lines,
       lines, seller, buyer, references_invoice_id, created_at)
     SELECT i.seller_id, i.order_id, i.order_rate_id, p.id, 'credit_memo',
            'GS-' || y || '-' || lpad(s::text, 6, '0'), y, s, p.created_at, i.supplied_at, i.locale, i.currency,
            i.net_amount, i.vat_amount, i.gross_amount, i.vat_mode, i.vat_lines, i.lines, i.seller, i.buyer,
            i.id, p.created_at
     FROM (SELECT p.*, extract(year FROM p.created_at)::int AS y,
                  row_number() OVER (PARTITION BY extract(year FROM p.created_at) ORDER BY p.created_at, p.id)::int AS s
           FROM payments p WHERE p.seller_id = ${seller} AND p.kind = 'refund') p
     JOIN invoices i ON i.order_rate_id = p.order_rate_id AND i.kind = 'invoice'`,
    // Dunning: every second declined rate has a claim, spread over the stages, strategies and
    // outcomes (the newest still in their first reminders, older ones further along or ended).
    `INSERT INTO dunning_claims (seller_id, order_id, order_rate_id, currency, amount, fees_amount,
       order_amount, payer_type, strategy, stage, status, outcome, overdue_since, stage_entered_at,
       next_stage_at, not_collected_reason, written_off_at, write_off_reason, resolved_at, created_at, updated_at)
     SELECT p.seller_id, p.order_id, p.order_rate_id, p.currency, p.amount, (k % 4) * 500, o.total_amount,
            CASE WHEN k % 9 = 0 THEN 'business' ELSE 'private' END,
            (ARRAY['dunning', 'dunning', 'dunning_inkasso', 'inkasso'])[1 + k % 4],
            (ARRAY['dunning_first_email', 'dunning_first_email', 'dunning_second_email', 'dunning_third_email',
                   'inkasso_ready', 'sent_to_collection_agency', 'pre_court', 'court'])[1 + (k / 4) % 8],
            'in_progress', oc.outcome, p.created_at, p.created_at + interval '7 days',
            CASE WHEN oc.outcome = 'open' AND (k / 4) % 8 < 4 THEN p.created_at + interval '14 days' END,
            CASE WHEN oc.outcome = 'not_collected' THEN 'debtor_insolvent' END,
            CASE WHEN oc.outcome = 'written_off' THEN p.created_at + interval '60 days' END,
            CASE WHEN oc.outcome = 'written_off' THEN 'uncollectible' END,
            CASE WHEN oc.outcome IN ('paid', 'resolved', 'collected') THEN p.created_at + interval '20 days' END,
            p.created_at, p.created_at
     FROM (SELECT p.*, row_number() OVER (ORDER BY p.id)::int AS k FROM payments p
           WHERE p.seller_id = ${seller} AND p.state = 'failed' AND p.provider_ref LIKE 'bench_fa_%') p
     JOIN orders o ON o.id = p.order_id
     CROSS JOIN LATERAL (SELECT CASE WHEN p.created_at > now() - interval '30 days' THEN 'open'
         ELSE (ARRAY['open', 'open', 'open', 'paid', 'paid', 'resolved', 'collected', 'not_collected', 'written_off'])[1 + k % 9] END AS outcome) oc
     WHERE k % 2 = 0`,
    // Payouts: each ISO week and currency paid out what the seller earned in it, successfully up to
    // two weeks ago, the last ones still pending.
    `INSERT INTO payouts (payee, currency, amount, fee, state, period_key, provider, provider_ref, destination,
       covered_until, issued_at, finished_at, created_at, updated_at)
     SELECT 'seller:' || w.seller_id, w.currency, w.net, 0,
            CASE WHEN w.week_end < now() - interval '14 days' THEN 'successful' ELSE 'pending' END,
            to_char(w.week, 'IYYY-"W"IW'), 'sandbox', 'bench_po_' || w.currency || to_char(w.week, 'IYYYIW'),
            '{"iban": "DE89 **** 3000", "country": "DE"}'::jsonb, w.week_end, w.week_end, w.week_end + interval '1 day',
            w.week_end, w.week_end
     FROM (SELECT seller_id, currency, date_trunc('week', created_at) AS week,
                  date_trunc('week', created_at) + interval '7 days' - interval '1 microsecond' AS week_end,
                  -sum(amount) AS net
           FROM ledger_entries WHERE seller_id = ${seller} AND transaction_id LIKE 'bench-%'
           GROUP BY seller_id, currency, date_trunc('week', created_at)) w
     WHERE w.net > 0`,
    `VACUUM ANALYZE payments`,
    `VACUUM ANALYZE ledger_entries`,
    `VACUUM ANALYZE invoices`,
    `VACUUM ANALYZE dunning_claims`,
    `VACUUM ANALYZE payouts`,
  ];
}
