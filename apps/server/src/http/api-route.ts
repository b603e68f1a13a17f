import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requireAdmin } from "../auth/session-guard";
import { parseBody } from "./validation";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an operation: the guard decides the 401/402/403 answers documented for it. */
export type ApiAccess = "public" | "user" | "company" | "subscriber" | "admin";

export interface ProblemDoc {
  description: string;
  /** A problem with extension members (e.g. `current` on a conflict); default: plain problem. */
  schema?: z.ZodType;
}

/** What the OpenAPI document says about one operation — taken from the route itself. */
export interface ApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: ApiAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Default application/json; another type means a raw (binary) body. */
  bodyMediaType?: string;
  success: {
    status: 200 | 201 | 204;
    description: string;
    schema?: z.ZodType;
    /** Default application/json; another type means a raw (binary) body. */
    mediaType?: string;
  };
  /** Problems beyond the guard's (400 validation, 404, 409, 410, …). */
  problems?: Partial<Record<400 | 404 | 409 | 410 | 413 | 415 | 429 | 503, ProblemDoc>>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's OpenAPI operation (GET /api/docs); set by defineRoute. */
    openapi?: ApiOperation;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The handler returns the response schema's type; without one (204) nothing is sent. */
type Returned<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface RouteDefinition<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType | undefined,
> extends Omit<ApiOperation, "params" | "query" | "body" | "success"> {
  method: HttpMethod;
  url: string;
  params?: P;
  query?: Q;
  body?: B;
  success: Omit<ApiOperation["success"], "schema"> & { schema?: R };
  /** How a body failing its schema is reported; default parseBody(area, …). */
  parseBody?: (schema: z.ZodType, raw: unknown) => unknown;
  handler(context: {
    request: FastifyRequest;
    reply: FastifyReply;
    params: Parsed<P>;
    query: Parsed<Q>;
    body: Parsed<B>;
  }): Promise<Returned<R>>;
}

/**
 * Registers a route whose request and response are contracts schemas: params, query and body
 * are parsed with them before the handler runs, the handler's return type is the response
 * schema's, and the same schemas describe the route in the OpenAPI document.
 */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, area: string, definition: RouteDefinition<P, Q, B, R>): void {
  const { method, url, handler, parseBody: parseBodyWith, ...operation } = definition;
  const parse = (schema: z.ZodType | undefined, raw: unknown) =>
    schema ? parseBody(area, schema, raw) : undefined;
  app.route({
    method,
    url,
    config: { openapi: operation },
    async handler(request, reply) {
      // An admin operation refuses everyone else before looking at the request at all.
      if (operation.access === "admin") requireAdmin(request);
      const params = parse(definition.params, request.params) as Parsed<P>;
      const query = parse(definition.query, request.query) as Parsed<Q>;
      const bodySchema = definition.body;
      const body = (
        bodySchema && parseBodyWith
          ? parseBodyWith(bodySchema, request.body)
          : parse(bodySchema, request.body)
      ) as Parsed<B>;
      const result = await handler({ request, reply, params, query, body });
      reply.status(definition.success.status);
      return definition.success.status === 204 ? reply.send() : result;
    },
  });
}
