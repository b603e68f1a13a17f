import type { z } from "zod";
import type { Route } from "./route";

export type ProblemStatus = 400 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export interface ProblemDoc {
  description: string;
  /** A problem with extension members (e.g. `current` on a conflict); default: plain problem. */
  schema?: z.ZodType;
}

/** What an endpoint takes and answers, in the words the OpenAPI document shows. */
export interface EndpointDetails {
  /** The first part of the 400's code (`admin/…`) when the input fails its schema. */
  area: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Default application/json; another type means a raw (binary) body. */
  bodyMediaType?: string;
  response: {
    status: 200 | 201 | 204;
    description: string;
    schema?: z.ZodType;
    /** Default application/json; another type means a raw (binary) or streamed body. */
    mediaType?: string;
  };
  /** Problems beyond the access level's (400 validation, 404, 409, 410, …). */
  problems?: Partial<Record<ProblemStatus, ProblemDoc>>;
}

/** One endpoint of the catalogue: where it is, who may call it, what it takes and answers. */
export type Endpoint<N extends string = string> = Route<N> & EndpointDetails;

/** The details of some endpoints, keeping each one's literal types (its status, its schemas). */
export const endpointDetails = <const D extends Record<string, EndpointDetails>>(details: D): D =>
  details;

type Described<R, D> = { readonly [N in keyof R]: R[N] & D[N & keyof D] };

/** The catalogue: each route joined with its details; a route without details does not compile. */
export function describeEndpoints<
  R extends Record<string, Route>,
  D extends { [N in keyof R]: EndpointDetails },
>(routes: R, details: D): Described<R, D> {
  const described: Record<string, Endpoint> = {};
  for (const [name, route] of Object.entries(routes)) {
    described[name] = { ...route, ...(details[name] as EndpointDetails) };
  }
  // Object.entries forgets which value went with which key; the loop kept them together.
  return described as unknown as Described<R, D>;
}

type SchemaAt<E, K extends "params" | "query" | "body"> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** A raw body (`bodyMediaType` with no schema) is the file itself; the server checks its content. */
type RawBody<E> = E extends { bodyMediaType: string } ? Blob : undefined;

/** What a caller sends: `params`, `query` and `body` as the schemas accept them (only those it has). */
export type EndpointArgs<E> = Present<{
  params: SchemaAt<E, "params"> extends z.ZodType ? z.input<SchemaAt<E, "params">> : undefined;
  query: SchemaAt<E, "query"> extends z.ZodType ? z.input<SchemaAt<E, "query">> : undefined;
  body: SchemaAt<E, "body"> extends z.ZodType ? z.input<SchemaAt<E, "body">> : RawBody<E>;
}>;

/** What the endpoint answers (undefined for 204 or a body that is not JSON). */
export type EndpointResponse<E> = E extends {
  response: { schema: infer S extends z.ZodType };
}
  ? z.output<S>
  : undefined;
