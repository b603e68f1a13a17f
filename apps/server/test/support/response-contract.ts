import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { Endpoint } from "@adviser-desk/contracts/endpoints/endpoint";
import { z } from "zod";

interface RouteMatcher {
  endpoint: Endpoint;
  pattern: RegExp;
  /** Fastify prefers a static segment to a parameter: `/clients/new` before `/clients/:id`. */
  staticSegments: number;
}

const matchers: RouteMatcher[] = Object.values(endpoints as Record<string, Endpoint>).map(
  (endpoint) => {
    const segments = endpoint.path.split("/");
    const pattern = segments
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
      .join("/");
    return {
      endpoint,
      pattern: new RegExp(`^${pattern}$`),
      staticSegments: segments.filter((segment) => !segment.startsWith(":")).length,
    };
  },
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The catalogue endpoint a request reaches, as Fastify would route it; undefined off the catalogue. */
export function endpointAt(method: string, pathname: string): Endpoint | undefined {
  let best: RouteMatcher | undefined;
  for (const matcher of matchers) {
    if (matcher.endpoint.method !== method || !matcher.pattern.test(pathname)) continue;
    if (best === undefined || matcher.staticSegments > best.staticSegments) best = matcher;
  }
  return best?.endpoint;
}

export interface AnsweredRequest {
  method: string;
  pathname: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Checks a success answer against the endpoint's contract at run time: the status it declares,
 * and for a JSON answer the response schema (the compile-time type of the handler says nothing
 * about what is really sent). Problems (4xx, 5xx) and requests off the catalogue are not checked
 * here. Throws, so the request that got the answer fails its test.
 */
export function checkAnswerAgainstContract(answer: AnsweredRequest): void {
  if (answer.status < 200 || answer.status > 299) return;
  const endpoint = endpointAt(answer.method, answer.pathname);
  if (endpoint === undefined) return;
  const where = `${answer.method} ${answer.pathname} (${endpoint.name})`;
  const { response } = endpoint;
  if (answer.status !== response.status) {
    throw new Error(`${where} answered ${answer.status}; its contract says ${response.status}`);
  }
  if (response.schema === undefined || response.mediaType !== undefined) return;
  if (!answer.contentType?.startsWith("application/json")) {
    throw new Error(`${where} answered ${answer.contentType ?? "no content type"}, not JSON`);
  }
  const result = response.schema.safeParse(JSON.parse(answer.body));
  if (!result.success) {
    throw new Error(
      `${where}: the answer does not match the contract's response schema\n${z.prettifyError(result.error)}`,
    );
  }
}
