import { describe, expect, it } from "vitest";
import { codeMatches, lineOf, readRepoFile, repoFiles } from "./support/repo-files";

/*
 * The web app's routes are spelled once, in apps/web/src/lib/paths.ts (and a kind's in
 * features/records/engine/record-paths.ts): the router routes those constants and links are built from them
 * (ADR 049). A route written out elsewhere drifts from the router the day a path changes.
 */
const PATHS_FILE = "apps/web/src/lib/paths.ts";
const SOURCE = /^apps\/web\/src\/.+\.(?:ts|tsx)$/;
const EXEMPT = /\.test\.tsx?$|\.d\.ts$/;

/** Every route in paths.ts, each up to its first `:param`: "/login", "/admin/users/". */
function routesOf(text: string): string[] {
  return Array.from(text.matchAll(/^export const [A-Z_]+ = "(\/[^"]*)";$/gm), (m) =>
    (m[1] ?? "").replace(/:.*$/, ""),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A quote, then a route, then the end of it: "/login", '/login?next=', `/clients/${id}`. */
function routeLiteral(routes: readonly string[]): RegExp {
  const alternatives = routes.map((route) =>
    route.endsWith("/") ? escaped(route) : `${escaped(route)}(?=["'\`?#/$])`,
  );
  return new RegExp(`["'\`](?:${alternatives.join("|")})`, "g");
}

/** The router's files, where a route object's path is written. */
const ROUTER_FILE = /^apps\/web\/src\/app\//;
/** A route object's or an admin screen's path written as a string ("*", no page, aside). */
const ROUTER_LITERAL = /\b(?:path:\s*|adminScreen\(\s*)["'`](?!\*["'`])/g;

function findings(file: string, text: string, routes: readonly string[]): string[] {
  const patterns = [routeLiteral(routes), ...(ROUTER_FILE.test(file) ? [ROUTER_LITERAL] : [])];
  return patterns.flatMap((pattern) =>
    codeMatches(text, pattern).map((m) => `${file}:${lineOf(text, m.index)}: ${m[0]}`),
  );
}

const routes = routesOf(readRepoFile(PATHS_FILE));

describe("the web app's routes are spelled once", () => {
  it("paths.ts names the routes the check looks for", () => {
    expect(routes).toEqual(expect.arrayContaining(["/login", "/clients", "/admin/users/"]));
  });

  it("no route is written out outside paths.ts, in the router or in a link", () => {
    const found = repoFiles()
      .filter((file) => SOURCE.test(file) && !EXEMPT.test(file) && file !== PATHS_FILE)
      .flatMap((file) => findings(file, readRepoFile(file), routes));
    expect(found).toEqual([]);
  });

  it("the check finds a route written out, and not a route named", () => {
    const ROUTER = "apps/web/src/app/router.tsx";
    const refused = [
      '<Anchor component={Link} to="/login" size="sm">',
      'await navigate("/login?reset=1", { replace: true });',
      ["to={`/send-email-verification?email=$", "{encodeURIComponent(to)}`}"].join(""),
      ["href={`/admin/users/$", "{id}`}"].join(""),
      "const back = '/clients';",
      '{ path: "login", loader: openSignInPage }',
      ["{ path: `$", "{kind}/:id` }"].join(""),
      'adminScreen("admin/coupons", load, "CouponsScreen")',
    ];
    for (const sample of refused) expect(findings(ROUTER, sample, routes), sample).not.toEqual([]);

    const allowed = [
      '<Anchor component={Link} to={LOGIN} size="sm">',
      ["await navigate(`$", "{LOGIN}?reset=1`, { replace: true });"].join(""),
      '{ path: "*", Component: LazyNotFound }',
      '{ path: CLIENT, loader: guard("subscriber") }',
      'const page = window.location.pathname === LOGIN ? "/login.html" : LOGIN;',
      'import { getMe } from "@/lib/api/get-me";',
      'const url = "/api/v1/clients";',
      "  // /clients is where a signed-in user lands",
    ];
    for (const sample of allowed) expect(findings(ROUTER, sample, routes), sample).toEqual([]);
    const healthType = 'function checkHealth(path: "/healthz" | "/readyz") {';
    expect(
      findings("apps/web/src/features/diagnostics/api/get-health.ts", healthType, routes),
    ).toEqual([]);
  });
});
