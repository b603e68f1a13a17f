import type { Capability } from "@adviser-desk/contracts";
import type { Endpoint, ProblemDoc } from "@adviser-desk/contracts/endpoints/endpoint";
import type { HttpMethod } from "@adviser-desk/contracts/endpoints/route";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import type { AppError } from "#server/errors/app-error";
import { parseBody } from "#server/errors/parse-body";
import {
  type ApiAccess,
  type CallerOf,
  resolveCaller,
  resolvesAtOnce,
  type UserMaybeCompanyCaller,
} from "#server/tenancy/caller";

export type { ApiAccess } from "#server/tenancy/caller";
export type { HttpMethod, ProblemDoc };

/** What the OpenAPI document says about one operation — taken from the route itself. */
export interface ApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: ApiAccess;
  /** What the member's role must allow (ADR 029); every company and subscriber route names one. */
  needs?: Capability;
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
  problems?: Partial<Record<400 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503, ProblemDoc>>;
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

interface HandlerContext<C, P, Q, B> {
  caller: C;
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

type SchemaAt<E, K extends "params" | "query" | "body"> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type ResponseSchema<E> = E extends { response: { schema: infer S extends z.ZodType } }
  ? S
  : undefined;

/** `company: "optional"` gives a `user` route's handler the caller's company, or null. */
type CompanyOption = "optional" | undefined;
type CallerFor<A extends ApiAccess, C extends CompanyOption> = C extends "optional"
  ? A extends "user"
    ? UserMaybeCompanyCaller
    : never
  : CallerOf[A];

/** What the server adds to a catalogue endpoint: the handler, and how it answers edge cases. */
export interface EndpointImplementation<E extends Endpoint, C extends CompanyOption = undefined> {
  /**
   * On a `user` route, resolve the caller's company too (null without one), for the few routes
   * that serve everyone signed in but answer a member differently (the coupon quote).
   */
  company?: C & (E["access"] extends "user" ? unknown : never);
  /** How a body failing its schema is reported; default parseBody(endpoint.area, …). */
  parseBody?: (schema: z.ZodType, raw: unknown) => unknown;
  /** The 401 for a request without a signed-in user, where the spec words it (default: "Sign in to continue."). */
  signedOut?: () => AppError;
  /** Fastify route options a raw-body route needs. */
  options?: Pick<RouteShorthandOptions, "bodyLimit" | "errorHandler">;
  handler(
    context: HandlerContext<
      CallerFor<E["access"], C>,
      SchemaAt<E, "params">,
      SchemaAt<E, "query">,
      SchemaAt<E, "body">
    >,
  ): Promise<Returned<ResponseSchema<E>>>;
}

/**
 * Binds a handler to an endpoint of the contracts catalogue (ADR 032): the endpoint's schemas parse
 * params, query and body before the handler runs, the handler's return type is the response
 * schema's, and the endpoint itself is the route's OpenAPI operation. Its `access` is resolved by
 * a preHandler before anything else about the request is read: the handler receives the caller of
 * that level (`{ user }`, `{ user, company }`, …) and never checks access itself.
 */
export function defineRoute<E extends Endpoint, C extends CompanyOption = undefined>(
  app: FastifyInstance,
  endpoint: E,
  implementation: EndpointImplementation<E, C>,
): void {
  const { name, path, area, response, ...operation } = endpoint;
  // The handler was checked against this endpoint's own types where it was written; bound, they
  // are erased to the shape every route shares.
  const bound = {
    ...operation,
    ...implementation,
    operationId: name,
    url: path,
    success: response,
  };
  bindRoute(app, area, bound as unknown as BoundRoute);
}

/** An endpoint with its implementation, as Fastify is given it. */
interface BoundRoute
  extends Omit<ApiOperation, "params" | "query" | "body">,
    Omit<EndpointImplementation<Endpoint, CompanyOption>, "handler"> {
  method: HttpMethod;
  url: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  handler(
    context: HandlerContext<CallerOf[ApiAccess], z.ZodType, z.ZodType, z.ZodType>,
  ): Promise<unknown>;
}

function bindRoute(app: FastifyInstance, area: string, definition: BoundRoute): void {
  const {
    method,
    url,
    handler,
    parseBody: parseBodyWith,
    signedOut,
    options,
    company,
    ...operation
  } = definition;
  const parse = (schema: z.ZodType | undefined, raw: unknown) =>
    schema ? parseBody(area, schema, raw) : undefined;
  // A caller needing no company is resolved at once, as the handler starts (nothing about the
  // request is read before it): no hook of its own, and nothing kept per request. One needing the
  // company is resolved by a preHandler and handed to the handler.
  if (company && operation.access !== "user") {
    throw new Error(`${method} ${url}: company "optional" is for user routes`);
  }
  const declared = { signedOut, needs: operation.needs, company };
  const atOnce = resolvesAtOnce(operation.access, declared);
  const callers = new WeakMap<FastifyRequest, CallerOf[ApiAccess]>();
  const callerOf = (request: FastifyRequest) =>
    atOnce
      ? (resolveCaller(request, operation.access, declared) as CallerOf[ApiAccess])
      : callers.get(request);
  app.route({
    ...options,
    method,
    url,
    config: { openapi: operation },
    ...(atOnce
      ? {}
      : {
          preHandler(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
            let resolved: CallerOf[ApiAccess] | Promise<CallerOf[ApiAccess]>;
            try {
              resolved = resolveCaller(request, operation.access, declared);
            } catch (error) {
              return done(error as Error);
            }
            Promise.resolve(resolved).then((caller) => {
              callers.set(request, caller);
              done();
            }, done);
          },
        }),
    async handler(request, reply) {
      const caller = callerOf(request);
      if (!caller) throw new Error(`${method} ${url}: the caller was not resolved`);
      const params = parse(definition.params, request.params);
      const query = parse(definition.query, request.query);
      const bodySchema = definition.body;
      const body =
        bodySchema && parseBodyWith
          ? parseBodyWith(bodySchema, request.body)
          : parse(bodySchema, request.body);
      const result = await handler({ caller, request, reply, params, query, body });
      // A handler that answered itself (a 304, a rejected notification) returns the reply.
      if (result === reply) return reply;
      reply.status(definition.success.status);
      return definition.success.status === 204 ? reply.send() : result;
    },
  });
}
