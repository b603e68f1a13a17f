import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoints } from "../src/endpoints/catalogue";
import { pathOf } from "../src/endpoints/route";
import { routes } from "../src/endpoints/routes";

describe("the endpoint catalogue", () => {
  it("files each route under its own name, and joins it with its details", () => {
    for (const [name, route] of Object.entries(routes)) {
      expect(route.name, name).toBe(name);
      const endpoint = endpoints[name as keyof typeof endpoints];
      expect(endpoint.name).toBe(name);
      expect(endpoint.path).toBe(route.path);
      expect(endpoint.summary.length, name).toBeGreaterThan(0);
    }
    expect(Object.keys(endpoints)).toEqual(Object.keys(routes));
  });

  it("has one endpoint per method and path", () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declares a schema for every path parameter", () => {
    for (const endpoint of Object.values(endpoints)) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = "params" in endpoint ? endpoint.params : undefined;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(declared.sort(), endpoint.name).toEqual(inPath.sort());
    }
  });

  it("answers 204 without a schema and JSON with one", () => {
    for (const endpoint of Object.values(endpoints)) {
      const { response } = endpoint;
      // Widened from the literal statuses, so the rule reads the same for every endpoint.
      const status: number = response.status;
      const json = (response as { mediaType?: string }).mediaType === undefined;
      const schema = (response as { schema?: unknown }).schema;
      if (status === 204 || !json) expect(schema, endpoint.name).toBeUndefined();
      else expect(schema, endpoint.name).toBeDefined();
    }
  });
});

describe("pathOf", () => {
  it("fills each parameter, encoded", () => {
    expect(pathOf(routes.getUser, { id: "a b/c?" })).toBe("/api/v1/admin/users/a%20b%2Fc%3F");
    expect(pathOf(routes.getRateTable, { kind: "tax-year", key: "2026" })).toBe(
      "/api/v1/admin/rate-tables/tax-year/2026",
    );
    expect(pathOf(routes.getMe)).toBe("/api/v1/me");
  });

  it("refuses a path with a parameter left out, rather than calling the wrong URL", () => {
    expect(() => pathOf(routes.getUser, {})).toThrow(/:id/);
  });
});
