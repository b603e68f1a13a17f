// The reference for `npm run bench me`: a bare Fastify app answering /api/v1/me with the JSON
// body the real server gave (BARE_BODY), run as its own process exactly as the server is
// (bench/start-server.ts), so the two are measured alike. /readyz answers as the server's does.
import Fastify from "fastify";

const body = process.env.BARE_BODY ?? "{}";
const app = Fastify();
app.get("/api/v1/me", async (_request, reply) => reply.type("application/json").send(body));
app.get("/readyz", async () => ({ ready: true }));
await app.listen({ host: process.env.HOST ?? "0.0.0.0", port: Number(process.env.PORT) });
process.once("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
