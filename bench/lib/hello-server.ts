// The baseline: a bare Fastify hello world, run as its own process like the API so that both
// get a core of their own while autocannon runs in the bench process.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
