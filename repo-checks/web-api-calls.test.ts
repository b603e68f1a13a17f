import { describe, expect, it } from "vitest";
import { codeMatches, lineOf, readRepoFile, repoFiles } from "./support/repo-files";

/*
 * Every request the web app makes names its endpoint in the contracts catalogue (ADR 032, ADR 049):
 * `api(routes.x, args)` or `urlOf(routes.x, args)` (apps/web/src/lib/api.ts). Only the client
 * itself holds an address or sends a request; elsewhere these are the ways to go around it.
 */
const AROUND_THE_CATALOGUE: { pattern: RegExp; why: string; except?: ReadonlySet<string> }[] = [
  {
    // "/api/…", `${origin}/api/…`, "https://host/api/…"; not a module such as "@/lib/api/get-me".
    pattern: /["'`](?:[^"'`\n]*\}|https?:\/\/[^"'`\s/]*)?\/api\//g,
    why: "an API address spelled by hand",
  },
  { pattern: /\bAPI_BASE\b/g, why: "an address built on the API's base" },
  { pattern: /\bsendRequest\b/g, why: "a request that names no endpoint" },
  {
    // Any argument, not only a string: an address put together from pieces is refused by where
    // the request is sent, whatever the pieces. The stream names its endpoint with urlOf().
    pattern:
      /(?:\bfetch|Fetch|\bsendBeacon|\bnew\s+(?:EventSource|WebSocket|XMLHttpRequest))\((?!\s*urlOf\()/g,
    why: "a request sent outside the client",
    except: new Set([
      // /healthz and /readyz are the process's probes, outside the API and its catalogue; the
      // probe's path is typed to those two.
      "apps/web/src/features/diagnostics/api/get-health.ts",
    ]),
  },
];

/** The client: the catalogue's `api()` and `urlOf()`, the request under them, the timed fetch. */
const CLIENT = new Set([
  "apps/web/src/lib/api.ts",
  "apps/web/src/lib/api-client.ts",
  "apps/web/src/lib/http-error.ts",
]);

const SOURCE = /^apps\/web\/src\/.+\.(?:ts|tsx)$/;
const EXEMPT = /\.test\.tsx?$|\.d\.ts$/;

function findings(file: string, text: string): string[] {
  return AROUND_THE_CATALOGUE.filter(({ except }) => !except?.has(file)).flatMap(
    ({ pattern, why }) =>
      codeMatches(text, new RegExp(pattern.source, "g")).map(
        (m) => `${file}:${lineOf(text, m.index)}: ${why}`,
      ),
  );
}

describe("the web app calls the API through the endpoint catalogue", () => {
  it("no file outside the client spells an API address or sends a request itself", () => {
    const found = repoFiles()
      .filter((file) => SOURCE.test(file) && !EXEMPT.test(file) && !CLIENT.has(file))
      .flatMap((file) => findings(file, readRepoFile(file)));
    expect(found).toEqual([]);
  });

  it("every file named as the client or an exception exists", () => {
    const files = repoFiles();
    const named = [...CLIENT, ...AROUND_THE_CATALOGUE.flatMap(({ except }) => [...(except ?? [])])];
    expect(named.filter((file) => !files.includes(file))).toEqual([]);
  });

  it("the check finds each way around the catalogue, and not a call through it", () => {
    const refused = [
      'const url = "/api/v1/clients";',
      ["href={`/api/v1/clients/$", "{id}/export.zip`}"].join(""),
      "navigate('/api/')",
      ["`$", "{window.location.origin}/api/v1/me`"].join(""),
      "'https://adviser.example/api/v1/me'",
      ["new EventSource(`$", "{API_BASE}/config/stream`)"].join(""),
      'import { sendRequest } from "@/lib/api-client";',
      "await sendRequest(pathOf(route), { method: 'PUT' })",
      'await fetch("/healthz")',
      "networkFetch(`/readyz`)",
      "new EventSource('/events')",
      'navigator.sendBeacon("/log", data)',
      "await fetch(url)",
      "const response = await networkFetch(path, { cache: 'no-store' });",
      'new EventSource(base + "/config/stream")',
      "const request = new XMLHttpRequest();",
      "new WebSocket(address)",
    ];
    for (const sample of refused) expect(findings("x.ts", sample), sample).not.toEqual([]);

    const allowed = [
      "new EventSource(urlOf(accountRoutes.streamConfig))",
      "await api(reportRoutes.uploadReportTemplate, { params: { kind }, body })",
      "  // GET /api/v1/config/stream, as the catalogue names it",
      ' * PUT "/api/v1/admin/report-templates/:kind"',
      'const next = "/apis";',
      'import { getMe } from "@/lib/api/get-me";',
      'import("@/features/admin/api/admin-prefetch")',
    ];
    for (const sample of allowed) expect(findings("x.ts", sample), sample).toEqual([]);
  });
});
