import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sendProblem } from "#server/http/problem";
import type { RequestHooks } from "#server/http/request-context";
import type { MetricsRegistry } from "./metrics-registry";

/** Requests no route matched share one label, so a scan of random URLs cannot add series. */
const UNMATCHED_ROUTE = "unmatched";

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Records every request's route and time (when METRICS_TOKEN is set), and serves GET /metrics
 * (Prometheus text format) to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without
 * METRICS_TOKEN metrics are off (404 problem, never the web app): they name routes and volumes,
 * which are not for the public.
 */
export function registerMetrics(
  app: FastifyInstance,
  hooks: RequestHooks,
  metrics: MetricsRegistry,
  token: string | undefined,
) {
  // Without a token nothing can read the request series: they are not kept.
  if (token) {
    hooks.onResponse((request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }
  app.get("/metrics", async (request, reply) => {
    if (!token)
      return sendProblem(reply, {
        status: 404,
        code: "metrics/off",
        detail: "Metrics are off: set METRICS_TOKEN to serve them.",
      });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameToken(given, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendProblem(reply, {
        status: 401,
        code: "metrics/unauthorized",
        detail: "Send the metrics token as a Bearer token.",
      });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
