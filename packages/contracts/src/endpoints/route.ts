import type { Capability } from "../member-roles";
import type { Access } from "./access";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Where an endpoint is and who may call it — the part of the catalogue with no schemas, so the
 * web's first bundle can build requests without loading zod. `name` is the catalogue key (and the
 * OpenAPI operationId).
 */
export interface Route<N extends string = string> {
  readonly name: N;
  readonly method: HttpMethod;
  /** Fastify's form: `/api/v1/admin/users/:id`. */
  readonly path: string;
  readonly access: Access;
  /** What the member's role must allow (ADR 029); every company and subscriber endpoint names one. */
  readonly needs?: Capability;
}

/** Company and subscriber endpoints must say what they need of the member's role (ADR 029). */
type RouteFields = Pick<Route, "method" | "path"> &
  (
    | { readonly access: "company" | "subscriber"; readonly needs: Capability }
    | { readonly access: "public" | "user" | "admin"; readonly needs?: Capability }
  );

type Named<R> = { readonly [N in keyof R & string]: R[N] & { readonly name: N } };

/** Names each route by its key, so a route cannot be filed under another endpoint's name. */
export function namedRoutes<const R extends Record<string, RouteFields>>(routes: R): Named<R> {
  const named: Record<string, Route> = {};
  for (const [name, route] of Object.entries(routes)) named[name] = { ...route, name };
  // Object.entries forgets which value went with which key; the loop kept them together.
  return named as unknown as Named<R>;
}

/** The URL of a route: `/api/v1/admin/users/:id` with `{ id: "a b" }` → `/api/v1/admin/users/a%20b`. */
export function pathOf(route: Pick<Route, "path">, params?: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
