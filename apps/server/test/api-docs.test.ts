import { scenarioResponseSchema, updateTransferDutyInputSchema } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { Endpoint } from "@adviser-desk/contracts/endpoints/endpoint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiPath } from "#server/http/openapi/openapi-document";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the test walks an arbitrary JSON document.
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.client().get("/api/docs");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toContain("application/json");
  doc = res.json;
});
afterAll(async () => t.close());

const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
    );
  }
  return [];
};

describe("GET /api/docs: the OpenAPI 3.1 document", () => {
  it("describes every /api/v1 route the app registered, none undocumented", () => {
    expect(doc.openapi).toBe("3.1.0");
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation || operation["x-undocumented"]) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
  });

  it("lists the existing routes and every clients and records route", () => {
    const keys = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/v1/me",
        "PATCH /api/v1/company",
        "PUT /api/v1/company/logo",
        "POST /api/v1/subscription/trial",
        "GET /api/v1/config",
        "GET /api/v1/clients",
        "POST /api/v1/clients/{id}/restore",
        "GET /api/v1/clients/{clientId}/transfer-duties",
        "PUT /api/v1/home-loan-repayments/{id}",
        "POST /api/v1/investment-comparisons/{id}/unlock",
      ]),
    );
  });

  it("has unique operation ids, declares each path parameter and resolves every $ref", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.values(
        item as Record<string, { operationId: string; parameters: { name: string; in: string }[] }>,
      ).map((operation) => ({ path, operation })),
    );
    const operationIds = operations.map(({ operation }) => operation.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = operation.parameters.filter((p) => p.in === "path").map((p) => p.name);
      expect(declared, `${operation.operationId}`).toEqual(inPath);
    }
    for (const ref of refsIn(doc)) {
      const name = ref.replace("#/components/schemas/", "");
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
  });

  it("its schemas are generated from the contracts the routes parse with", () => {
    const put = doc.paths["/api/v1/transfer-duties/{id}"].put;
    expect(put.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/UpdateTransferDutyInput",
    });
    const { $schema: _a, ...input } = z.toJSONSchema(updateTransferDutyInputSchema, {
      io: "input",
      unrepresentable: "any",
    });
    expect(doc.components.schemas.UpdateTransferDutyInput).toEqual(input);

    const get = doc.paths["/api/v1/scenarios/{id}"].get;
    expect(get.responses["200"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/ScenarioResponse",
    );
    const { $schema: _b, ...output } = z.toJSONSchema(scenarioResponseSchema, {
      unrepresentable: "any",
    });
    expect(doc.components.schemas.ScenarioResponse).toEqual(output);
    expect(get.responses["404"].content["application/problem+json"]).toBeDefined();
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(["401", "402", "403"]));
    const conflict = doc.paths["/api/v1/scenarios/{id}"].put.responses["409"];
    const conflictSchema = conflict.content["application/problem+json"].schema;
    expect(
      doc.components.schemas[conflictSchema.$ref.split("/").at(-1)].properties.current,
    ).toBeDefined();
  });

  it("serves every endpoint of the catalogue once, documented as the catalogue says", () => {
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const served = t.app.apiRoutes.filter(
        (route) => route.method === endpoint.method && route.url === endpoint.path,
      );
      expect(served.length, endpoint.name).toBe(1);
      expect(served[0]?.operation?.operationId, endpoint.name).toBe(endpoint.name);
      expect(served[0]?.operation?.access, endpoint.name).toBe(endpoint.access);
      // The served route parses with the catalogue's own schemas, so the web's types are the server's.
      expect(served[0]?.operation?.params, endpoint.name).toBe(endpoint.params);
      expect(served[0]?.operation?.query, endpoint.name).toBe(endpoint.query);
      expect(served[0]?.operation?.body, endpoint.name).toBe(endpoint.body);
      expect(served[0]?.operation?.success.schema, endpoint.name).toBe(endpoint.response.schema);
      const operation = doc.paths[openApiPath(endpoint.path)][endpoint.method.toLowerCase()];
      expect(operation.operationId).toBe(endpoint.name);
      expect(operation.summary).toBe(endpoint.summary);
      expect(Object.keys(operation.responses)).toContain(String(endpoint.response.status));
    }
  });
});
