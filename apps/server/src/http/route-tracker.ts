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
    /** Every route registered on this app, /api/v1 or not (HEAD excluded), for route-wide suites. */
    allRoutes: readonly Pick<TrackedRoute, "method" | "url">[];
  }
}

/**
 * Records every route (and apart, every /api/v1 route) as it is registered, so the OpenAPI document and the tenant
 * isolation suite see exactly what the app serves. Call before any route is registered.
 */
export function trackApiRoutes(app: FastifyInstance): void {
  const routes: TrackedRoute[] = [];
  const all: Pick<TrackedRoute, "method" | "url">[] = [];
  app.decorate("apiRoutes", routes);
  app.decorate("allRoutes", all);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      all.push({ method, url: route.url });
      if (route.url.startsWith("/api/v1/")) {
        routes.push({ method, url: route.url, operation: route.config?.openapi });
      }
    }
  });
}
