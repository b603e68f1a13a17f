import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "./openapi-document";

/** GET /api/docs: the OpenAPI 3.1 document (JSON), built once from the registered routes. */
export function registerApiDocs(app: FastifyInstance, version: string) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get("/api/docs", async (_request, reply) => {
    document ??= buildOpenApiDocument(app.apiRoutes, { version });
    reply.header("cache-control", "no-cache");
    return document;
  });
}
