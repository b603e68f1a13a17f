/*
 * The module map: every module of the server and the web app, its layer, and the modules it may
 * import (ADR 052). `module-boundaries.test.ts` resolves every real import of both apps and holds
 * them to this file; `docs/architecture.md` opens with the same map, kept in step by a test.
 *
 * A module is a folder under an app's `src` (`http`, `features/clients`); the files at the top of
 * `src` belong to the module `app`, the composition root. A feature is imported through its face
 * only, `features/<name>/index.ts`: what it exports is what other modules may call, never a
 * queries file. Tests may also reach past a face and into any feature they set up through, and
 * every test may read the app's test support.
 */

export type Layer = "composition" | "shared" | "feature" | "test-support";

export interface ModuleRule {
  layer: Layer;
  /** What it is for, as the map in docs/architecture.md says it. */
  purpose: string;
  /** The modules it may import, by name, or every module; a feature through its face. */
  imports: readonly string[] | "all";
}

export interface AppMap {
  /** The app's folder, from the repository root. */
  root: string;
  /** How an import that leaves its module is spelled (`#server/http/api-route`), if one way. */
  alias?: string;
  /** Modules, or files under src, that may import any file of a feature, not only its face; why. */
  pastFaces?: Readonly<Record<string, string>>;
  modules: Readonly<Record<string, ModuleRule>>;
}

/** The shared layers every server feature may use. */
const SERVER_LAYERS = [
  "audit",
  "auth",
  "cache",
  "config",
  "context",
  "db",
  "documents",
  "errors",
  "http",
  "mail",
  "metrics",
  "pdf",
  "rate-limit",
  "tenancy",
] as const;

const feature = (purpose: string, features: readonly string[] = []): ModuleRule => ({
  layer: "feature",
  purpose,
  imports: [...SERVER_LAYERS, ...features.map((name) => `features/${name}`)],
});

const shared = (purpose: string, imports: readonly string[] = []): ModuleRule => ({
  layer: "shared",
  purpose,
  imports,
});

export const serverMap: AppMap = {
  root: "apps/server",
  alias: "#server/",
  pastFaces: {
    "pdf-worker.ts":
      "the PDF worker thread loads the three kinds of PDF, not their features' routes",
  },
  modules: {
    app: {
      layer: "composition",
      purpose: "the composition root: builds the app, registers every feature, starts workers",
      imports: "all",
    },
    test: {
      layer: "test-support",
      purpose: "the server suites' support: the app on a test database, steps, readers",
      imports: "all",
    },
    audit: shared("the audit log: who changed what, written in the change's transaction", ["db"]),
    auth: shared("sessions, sign-in and the better-auth instance", [
      "cache",
      "config",
      "db",
      "errors",
      "http",
      "mail",
      "rate-limit",
    ]),
    cache: shared("caches with a lifetime, and the change channel between instances", ["db"]),
    config: shared("the environment, read and checked once", ["errors"]),
    context: shared("the request id every log line of a request carries"),
    db: shared("the database: schema, migrations, the connection", ["config"]),
    documents: shared(
      "the document kit: report content, a client's basis, sheet tables, the PDF and Word renderers",
      ["errors", "pdf"],
    ),
    errors: shared("AppError and the parsing that throws it"),
    http: shared("routes from the endpoint catalogue, problems, file answers, the web app", [
      "context",
      "db",
      "errors",
      "tenancy",
    ]),
    mail: shared("mail out: the transport and its outbox", ["context", "db"]),
    metrics: shared("Prometheus metrics", ["http", "pdf"]),
    pdf: shared("the PDF worker pool and fonts; kinds of PDF register with it", ["errors"]),
    "rate-limit": shared("rate limits by key", ["db", "errors"]),
    tenancy: shared("the caller, its company scope and client visibility", [
      "auth",
      "cache",
      "db",
      "errors",
    ]),
    "features/admin": feature("the operator's screens: users, coupons, overview, the audit list", [
      "billing",
      "client-privacy",
      "company",
      "members",
    ]),
    "features/advice-packs": feature("advice packs and the record of advice", [
      "client-summary",
      "clients",
      "records",
      "reports",
    ]),
    "features/billing": feature("plans, PayFast checkout, ITNs, seats and invoices", [
      "site-config",
      "subscription",
    ]),
    "features/client-privacy": feature("a client's data export, erasure and retention", [
      "advice-packs",
      "client-summary",
      "clients",
      "company",
      "rate-tables",
      "records",
      "reports",
    ]),
    "features/client-sharing": feature("who in a practice sees which client", [
      "clients",
      "members",
    ]),
    "features/client-summary": feature("a client's summary and review", ["clients", "records"]),
    "features/clients": feature("clients and their spouse links", ["records"]),
    "features/company": feature("the practice: its details and logo", ["members"]),
    "features/me": feature("who is signed in", ["subscription"]),
    "features/members": feature("a practice's members, invitations, roles and account holder", [
      "billing",
    ]),
    "features/rate-tables": feature("published tax and transfer tables"),
    "features/records": feature("client records, their kinds, results and sources", [
      "rate-tables",
    ]),
    "features/reports": feature("reports of a record: JSON, PDF, Word, sheets; templates", [
      "rate-tables",
      "records",
    ]),
    "features/site-config": feature("the site-wide settings"),
    "features/subscription": feature("a practice's subscription and its claims"),
  },
};

/** A web feature: the shared folders, and the record engine's face (every feature shows records). */
const webFeature = (purpose: string, features: readonly string[] = ["records"]): ModuleRule => ({
  layer: "feature",
  purpose,
  imports: ["components", "hooks", "lib", ...features.map((name) => `features/${name}`)],
});

export const webMap: AppMap = {
  root: "apps/web",
  pastFaces: {
    app: "the router lazy-loads each feature's screens by their files",
    login: "the sign-in page is its own entry and draws the auth feature's form",
  },
  modules: {
    app: {
      layer: "composition",
      purpose: "the composition root: router, guards, theme, lazy screens",
      imports: "all",
    },
    login: {
      layer: "composition",
      purpose: "the sign-in page's own entry",
      imports: ["app", "components", "features/auth", "hooks", "lib"],
    },
    test: {
      layer: "test-support",
      purpose: "rendering with the app's providers in unit tests",
      imports: "all",
    },
    components: shared("shared components", ["hooks", "lib"]),
    hooks: shared("shared hooks", ["lib"]),
    lib: shared("the typed API client, paths, session, formatting"),
    "features/acknowledgement": webFeature("a client acknowledges a record of advice online"),
    "features/admin": webFeature("the operator's screens"),
    "features/auth": webFeature("sign-in, sign-up, passwords"),
    "features/billing": webFeature("plans and payment"),
    "features/clients": webFeature("clients, their summary and advice packs"),
    "features/company": webFeature("the practice, its members and settings"),
    "features/diagnostics": webFeature("the diagnostics page"),
    "features/legal": webFeature("terms and privacy"),
    "features/profile": webFeature("the signed-in person's profile"),
    "features/records": webFeature("record screens and each kind's module", []),
    "features/reports": webFeature("report previews and comparisons"),
    "features/site-status": webFeature("the site banner and maintenance page"),
    "features/subscription": webFeature("the subscription's state and screens"),
  },
};
