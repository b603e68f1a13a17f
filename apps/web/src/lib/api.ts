import type { ArgsOf, ResponseOf } from "@adviser-desk/contracts/endpoints/catalogue";
import { pathOf, type Route } from "@adviser-desk/contracts/endpoints/route";
import type { EndpointName } from "@adviser-desk/contracts/endpoints/routes";
import { sendRequest } from "./api-client";

// The catalogue is imported for its types only: a request needs the route (method and path, no
// schemas), so zod stays out of the first bundle (ADR 032). Answers are not re-parsed here; the
// server parses them with the same schemas (api-client.ts says why).

/** The arguments an endpoint takes: none when it takes nothing, optional when all are. */
export type ApiArgs<N extends EndpointName> = [keyof ArgsOf<N>] extends [never]
  ? []
  : Record<string, never> extends ArgsOf<N>
    ? [args?: ArgsOf<N>]
    : [args: ArgsOf<N>];

/** The body an endpoint takes, as its schema accepts it. */
export type BodyOf<N extends EndpointName> = ArgsOf<N> extends { body: infer B } ? B : never;

interface AnyArgs {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `?page=2&q=x` from a query object; undefined and null values are left out. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The address of an endpoint with its params and query: what `api()` requests, and the `href` of
 * a link that downloads a file an endpoint answers (a PDF, a workbook).
 */
export function urlOf<N extends EndpointName>(route: Route<N>, ...rest: ApiArgs<N>): string {
  const { params, query } = (rest as [AnyArgs?])[0] ?? {};
  return `${pathOf(route, params)}${searchOf(query)}`;
}

/**
 * Calls an endpoint of the catalogue: `api(adminRoutes.getUser, { params: { id } })`. Its params, query
 * and body are the endpoint's schemas' input types and its answer is the response schema's type,
 * so a caller cannot send or expect what the endpoint does not. Errors as `sendRequest`'s.
 */
export async function api<N extends EndpointName>(
  route: Route<N>,
  ...rest: ApiArgs<N>
): Promise<ResponseOf<N>> {
  const body = (rest as [AnyArgs?])[0]?.body;
  return sendRequest<ResponseOf<N>>(urlOf(route, ...rest), {
    method: route.method,
    ...bodyOf(body),
  });
}

/** JSON, or a file (an endpoint with a raw body) as it is; a File names itself in X-File-Name. */
function bodyOf(body: unknown): RequestInit {
  if (body === undefined) return {};
  if (!(body instanceof Blob)) return { body: JSON.stringify(body) };
  // Spec §5: an upload's content type defaults to generic binary.
  const headers = new Headers({ "Content-Type": body.type || "application/octet-stream" });
  // A header carries Latin-1 only, so the name travels percent-encoded (the server decodes it).
  if (body instanceof File) headers.set("X-File-Name", encodeURIComponent(body.name));
  return { body, headers };
}

type KeyArgs<N extends EndpointName> = Pick<
  ArgsOf<N>,
  Extract<keyof ArgsOf<N>, "params" | "query">
>;

/**
 * The query key of an endpoint's answer: its name, then its params and query when it has them.
 * `queryKeyOf(adminRoutes.listUsers)` is the prefix of every page's key, for invalidating them all.
 */
export function queryKeyOf<N extends EndpointName>(
  route: Route<N>,
  args?: KeyArgs<N>,
): readonly [N] | readonly [N, KeyArgs<N>] {
  return args === undefined ? [route.name] : [route.name, args];
}

/** `queryOptions` input for an endpoint: its key and a function that calls it. */
export function queryOf<N extends EndpointName>(route: Route<N>, ...rest: ApiArgs<N>) {
  return {
    queryKey: queryKeyOf(route, (rest as [KeyArgs<N>?])[0]),
    queryFn: () => api(route, ...rest),
  };
}
