import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import { describe, expect, it } from "vitest";
import {
  type AnsweredRequest,
  checkAnswerAgainstContract,
  endpointAt,
} from "./support/response-contract";

const listClients = (status: number, body: unknown): AnsweredRequest => ({
  method: "GET",
  pathname: "/api/v1/clients",
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});

describe("the route suites check each answer against its contract", () => {
  it("finds the endpoint as Fastify routes it: a static segment before a parameter", () => {
    expect(endpointAt("GET", "/api/v1/admin/users/count")?.name).toBe("countUsers");
    expect(endpointAt("GET", "/api/v1/admin/users/some-id")?.name).toBe("getUser");
    expect(endpointAt("GET", "/api/v1/nowhere")).toBeUndefined();
  });

  it("passes an answer its schema accepts", () => {
    expect(() =>
      checkAnswerAgainstContract(listClients(200, { items: [], nextCursor: null })),
    ).not.toThrow();
  });

  it("fails an answer its schema refuses, naming the endpoint and the field", () => {
    expect(() => checkAnswerAgainstContract(listClients(200, { items: [] }))).toThrow(
      /GET \/api\/v1\/clients \(listClients\).*response schema[\s\S]*nextCursor/,
    );
  });

  it("fails a success status the contract does not declare", () => {
    expect(() =>
      checkAnswerAgainstContract(listClients(201, { items: [], nextCursor: null })),
    ).toThrow(/answered 201; its contract says 200/);
  });

  it("fails a JSON endpoint that answers another media type", () => {
    expect(() =>
      checkAnswerAgainstContract({ ...listClients(200, {}), contentType: "text/plain" }),
    ).toThrow(/not JSON/);
  });

  it("leaves problems and routes off the catalogue to the tests that expect them", () => {
    expect(() => checkAnswerAgainstContract(listClients(404, { title: "x" }))).not.toThrow();
    expect(() =>
      checkAnswerAgainstContract({ ...listClients(200, "ok"), pathname: "/health" }),
    ).not.toThrow();
  });

  it("every catalogue endpoint is reachable by its own path", () => {
    for (const endpoint of Object.values(endpoints)) {
      const pathname = endpoint.path.replace(/:[A-Za-z0-9_]+/g, "x-1");
      expect(endpointAt(endpoint.method, pathname)?.name).toBe(endpoint.name);
    }
  });
});
