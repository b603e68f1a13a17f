import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export interface MetricsSources {
  /** PDFs asked for and not finished yet (waiting for a worker or rendering). */
  pdfInFlight(): number;
  /** Accounting outbox messages not delivered yet. */
  outboxBacklog(): Promise<number>;
  /** The database connections: in the pool, idle, and requests waiting for one. */
  databasePool(): { total: number; idle: number; waiting: number };
}

/**
 * The server's Prometheus metrics, in a registry of its own (each app instance in the tests
 * has its own). Request rate and latency by route come from the request hook; the gauges read
 * their source when scraped.
 */
export function createMetricsRegistry(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Each series' labels are built and validated once (prom-client's bound children), not on every
  // request; there are as many as series, which the route patterns bound. Requests are counted
  // here and added to the counter when scraped: prom-client hashes the labels on every `inc`.
  const series = new Map<
    string,
    {
      answered: Counter.Internal;
      unscraped: number;
      took: Histogram.Internal<"method" | "route">;
    }
  >();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
    collect() {
      for (const observed of series.values()) {
        if (observed.unscraped === 0) continue;
        observed.answered.inc(observed.unscraped);
        observed.unscraped = 0;
      }
    },
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "pdf_queue_depth",
    help: "PDFs (reports and invoices) asked for and not finished: waiting for a worker or rendering.",
    registers: [registry],
    collect() {
      this.set(sources.pdfInFlight());
    },
  });
  new Gauge({
    name: "accounting_outbox_backlog",
    help: "Accounting outbox messages not delivered yet.",
    registers: [registry],
    async collect() {
      this.set(await sources.outboxBacklog());
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections by state (total, idle) and requests waiting for one (waiting).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = sources.databasePool();
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${status} ${route}`;
      let observed = series.get(key);
      if (!observed) {
        observed = {
          answered: requests.labels({ method, route, status: String(status) }),
          unscraped: 0,
          took: duration.labels({ method, route }),
        };
        series.set(key, observed);
      }
      observed.unscraped++;
      observed.took.observe(seconds);
    },
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
