import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/database";
import { databaseUnavailable } from "./problem";

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch {
      return databaseUnavailable(reply);
    }
  });
}
