// The click baseline of issue 14: a bare Fastify + pg endpoint doing the one write a recorded
// affiliate click must make — a single INSERT into affiliate_clicks for a known program, node and
// publisher (given by env, so it looks nothing up). Run as its own process like the API, so both
// get the same share of the machine; Sellwerk's clicks per second over this one is the figure.
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 16 });
const values = ["SELLER_ID", "PROGRAM_ID", "PUBLISHER_ID", "NODE_ID"].map((k) => {
  const v = Number(process.env[k]);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${k} must name a row, got "${process.env[k]}"`);
  return v;
});

const app = Fastify({ logger: false });
app.get("/", async () => ({ ok: true }));
app.post("/click", async (_request, reply) => {
  await pool.query(
    "INSERT INTO affiliate_clicks (seller_id, program_id, publisher_id, node_id) VALUES ($1, $2, $3, $4)",
    values,
  );
  return reply.code(204).send();
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
