// The checkout baseline of issue 11: a bare Fastify + pg endpoint doing the writes a paid sandbox
// checkout must make — idempotency key, order, line, rate and payment, already paid — in one
// transaction. Run as its own process like the API, so both get the same share of the machine;
// the ratio of Sellwerk's paid checkouts per second to this one is the figure.
import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 16 });
const { rows } = await pool.query<{ seller_id: string; id: string }>(
  "SELECT seller_id, id FROM products WHERE id = $1",
  [Number(process.env.PRODUCT_ID)],
);
const product = rows[0];
if (!product) throw new Error(`product ${process.env.PRODUCT_ID} not found`);

const app = Fastify({ logger: false });
app.get("/", async () => ({ ok: true }));
app.post("/checkout", async () => {
  const key = randomUUID();
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    await c.query("INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ('minimal', $1, 'f')", [
      key,
    ]);
    const order = await c.query<{ id: string }>(
      `INSERT INTO orders (seller_id, token, product_id, plan, currency, total_amount, payment_method, provider,
                           payer, owner, state, payment_state)
       VALUES ($1, $2, $3, '{"form":"one_time"}', 'eur', 4900, 'card', 'sandbox', '{}', '{}', 'closed', 'paid')
       RETURNING id`,
      [product.seller_id, key, product.id],
    );
    const orderId = order.rows[0]!.id;
    await c.query(
      "INSERT INTO order_lines (order_id, kind, product_id, name, unit_amount, amount) VALUES ($1, 'product', $2, 'x', 4900, 4900)",
      [orderId, product.id],
    );
    const rate = await c.query<{ id: string }>(
      `INSERT INTO order_rates (order_id, seller_id, number, due_at, amount, currency, state, paid_amount, paid_at)
       VALUES ($1, $2, 1, now(), 4900, 'eur', 'paid', 4900, now()) RETURNING id`,
      [orderId, product.seller_id],
    );
    await c.query(
      `INSERT INTO payments (seller_id, order_id, order_rate_id, provider, method, amount, currency, state, provider_ref)
       VALUES ($1, $2, $3, 'sandbox', 'card', 4900, 'eur', 'successful', $4)`,
      [product.seller_id, orderId, rate.rows[0]!.id, `m_${key}`],
    );
    await c.query("COMMIT");
    return { status: "paid", order_token: key };
  } catch (err) {
    await c.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
