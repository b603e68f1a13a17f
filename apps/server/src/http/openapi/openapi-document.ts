import * as contracts from "@adviser-desk/contracts";
import { z } from "zod";
import type { ApiAccess } from "../api-route";
import type { TrackedRoute } from "../route-tracker";

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

/** Contracts' exported schemas become named components: `scenarioResponseSchema` → ScenarioResponse. */
function contractSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType && exportName.endsWith("Schema")) {
      const base = exportName.slice(0, -"Schema".length);
      names.set(value, base.charAt(0).toUpperCase() + base.slice(1));
    }
  }
  return names;
}

const toJsonSchema = (schema: z.ZodType, io: Io): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return json;
};

/** `/api/v1/clients/:id` → `/api/v1/clients/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const GUARD_PROBLEMS: Record<ApiAccess, [number, string][]> = {
  public: [],
  user: [[401, "Not signed in."]],
  company: [
    [401, "Not signed in."],
    [403, "`company/missing`: no company profile yet."],
  ],
  subscriber: [
    [401, "Not signed in."],
    [402, "`subscription/required`: no current trial or subscription."],
    [403, "`company/missing`: no company profile yet."],
  ],
  admin: [
    [401, "Not signed in."],
    [403, "`auth/permission-denied`: not an administrator."],
  ],
};

/**
 * The OpenAPI 3.1 document of every /api/v1 route the app registered, generated from the same
 * zod contracts the routes parse with (JSON Schema 2020-12 via z.toJSONSchema). A route bound to
 * a catalogue endpoint carries that endpoint as its operation (ADR 032); a route of an area not
 * converted yet carries the operation its `defineRoute` call spells out.
 */
export function buildOpenApiDocument(routes: readonly TrackedRoute[], info: { version: string }) {
  const names = contractSchemaNames();
  const components: Record<string, JsonSchema> = {};

  const schemaOf = (schema: z.ZodType, io: Io): JsonSchema => {
    const name = names.get(schema);
    if (!name) return toJsonSchema(schema, io);
    const key = io === "input" && !name.endsWith("Input") ? `${name}Input` : name;
    components[key] ??= toJsonSchema(schema, io);
    return { $ref: `#/components/schemas/${key}` };
  };
  const content = (mediaType: string | undefined, schema: z.ZodType | undefined, io: Io) => {
    const type = mediaType ?? "application/json";
    if (type !== "application/json")
      return { [type]: { schema: { type: "string", format: "binary" } } };
    return { [type]: { schema: schema ? schemaOf(schema, io) : {} } };
  };
  const parametersOf = (schema: z.ZodType | undefined, where: "path" | "query") => {
    if (!schema) return [];
    const json = toJsonSchema(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === "path" || required.has(name),
      schema: property,
    }));
  };
  const problem = (description: string, schema?: z.ZodType) => ({
    description,
    content: {
      "application/problem+json": { schema: schemaOf(schema ?? contracts.problemSchema, "output") },
    },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = route.operation;
    const path = openApiPath(route.url);
    const item = paths[path] ?? {};
    paths[path] = item;
    if (!operation) {
      item[route.method.toLowerCase()] = {
        summary: "Undocumented",
        "x-undocumented": true,
        responses: {},
      };
      continue;
    }
    const responses: Record<string, unknown> = {
      [operation.success.status]:
        operation.success.status === 204
          ? { description: operation.success.description }
          : {
              description: operation.success.description,
              content: content(operation.success.mediaType, operation.success.schema, "output"),
            },
    };
    for (const [status, doc] of Object.entries(operation.problems ?? {})) {
      responses[status] = problem(doc.description, doc.schema);
    }
    for (const [status, description] of GUARD_PROBLEMS[operation.access]) {
      responses[status] ??= problem(description);
    }
    item[route.method.toLowerCase()] = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: operation.tags,
      ...(operation.access === "public" ? { security: [] } : {}),
      parameters: [
        ...parametersOf(operation.params, "path"),
        ...parametersOf(operation.query, "query"),
      ],
      ...(operation.body || operation.bodyMediaType
        ? {
            requestBody: {
              // Optional when the schema itself accepts no body (lock/unlock's version).
              required: !(operation.body?.safeParse(undefined).success ?? false),
              content: content(operation.bodyMediaType, operation.body, "input"),
            },
          }
        : {}),
      responses,
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Adviser Desk API",
      version: info.version,
      description:
        "Errors are RFC 9457 problem+json with a `code` of the form area/reason. Sign in through /api/auth (better-auth): a session cookie, or `Authorization: Bearer <token>`.",
    },
    servers: [{ url: "/" }],
    security: [{ sessionCookie: [] }, { bearerToken: [] }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        bearerToken: { type: "http", scheme: "bearer" },
      },
    },
  };
}
