import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { sendProblem } from "./problem";

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch {
      return sendProblem(reply, {
        status: 503,
        code: "server/database-unreachable",
        detail: "The database cannot be reached.",
      });
    }
  });
}
