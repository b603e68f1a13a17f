import type { FastifyInstance } from "fastify";
import type { ApiOperation } from "./api-route";

/** One method of one /api/v1 route as registered, with its OpenAPI operation if it has one. */
export interface TrackedRoute {
  method: string;
  url: string;
  operation: ApiOperation | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api/v1 route registered on this app (HEAD excluded), in registration order. */
    apiRoutes: readonly TrackedRoute[];
  }
}

/**
 * Records every /api/v1 route as it is registered, so the OpenAPI document and the tenant
 * isolation suite see exactly what the app serves. Call before any route is registered.
 */
export function trackApiRoutes(app: FastifyInstance): void {
  const routes: TrackedRoute[] = [];
  app.decorate("apiRoutes", routes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1/")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, operation: route.config?.openapi });
    }
  });
}
