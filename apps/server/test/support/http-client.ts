import type { Problem } from "@adviser-desk/contracts";
import type { ArgsOf, ResponseOf } from "@adviser-desk/contracts/endpoints/catalogue";
import { pathOf, type Route } from "@adviser-desk/contracts/endpoints/route";
import type { EndpointName } from "@adviser-desk/contracts/endpoints/routes";
import type { FastifyInstance, InjectOptions } from "fastify";
import { checkAnswerAgainstContract } from "./response-contract";

export interface HttpResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The body's bytes (binary downloads: PDF, Word, Excel). */
  raw: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary JSON shapes.
  json: any;
  /** The problem of a refusal (4xx, 5xx), with its extension members (e.g. `current`). */
  problem: Problem & Record<string, unknown>;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a test sends to an endpoint: its params, query and body as its schemas accept them. */
export type CallArgs<N extends EndpointName> = ArgsOf<N> & { headers?: Record<string, string> };

/** The body an endpoint takes, as its schema accepts it. */
export type BodyOf<N extends EndpointName> = ArgsOf<N> extends { body: infer B } ? B : never;

type CallRest<N extends EndpointName> = [keyof ArgsOf<N>] extends [never]
  ? [args?: { headers?: Record<string, string> }]
  : Record<string, never> extends ArgsOf<N>
    ? [args?: CallArgs<N>]
    : [args: CallArgs<N>];

/** An endpoint's answer: `json` typed by its response schema, `problem` when it refused. */
export interface CallResult<N extends EndpointName> extends Omit<HttpResult, "json"> {
  /** The success answer as the contract types it: read it after checking the status. */
  json: ResponseOf<N>;
}

interface AnyArgs {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A browser-like client over app.inject: keeps cookies, sends our Origin and a fixed client IP.
 * Every success answer of a catalogue endpoint is checked against its contract (status and
 * response schema), so a route suite fails when a route sends what its contract does not say.
 */
export class HttpClient {
  private cookies = new Map<string, string>();
  bearer: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    private readonly ip: string,
  ) {}

  get = (url: string, headers: Record<string, string> = {}) =>
    this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    this.request("POST", url, body ?? {}, headers);

  /**
   * Calls an endpoint of the catalogue: `client.call(adminRoutes.getUser, { params: { id } })`.
   * Params, query and body are typed by the endpoint's schemas and the answer by its response
   * schema, so a test cannot send or read what the contract does not say.
   */
  async call<N extends EndpointName>(
    route: Route<N>,
    ...rest: CallRest<N>
  ): Promise<CallResult<N>> {
    const { params, query, body, headers = {} } = (rest as [AnyArgs?])[0] ?? {};
    const url = `${pathOf(route, params)}${searchOf(query)}`;
    const sent = body instanceof Blob ? await rawBody(body, headers) : { body, headers };
    const result = await this.request(
      route.method,
      url,
      route.method === "POST" ? (sent.body ?? {}) : sent.body,
      sent.headers,
    );
    return result;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult> {
    const target = url.startsWith("http") ? new URL(url) : new URL(url, this.origin);
    const options: InjectOptions = {
      method,
      url: target.pathname + target.search,
      headers: {
        origin: this.origin,
        "x-forwarded-for": this.ip,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body as InjectOptions["payload"] } : {}),
    };
    const response = await this.app.inject(options);
    this.storeCookies(response.headers["set-cookie"]);
    checkAnswerAgainstContract({
      method,
      pathname: target.pathname,
      status: response.statusCode,
      contentType: response.headers["content-type"]?.toString(),
      body: response.body,
    });
    let json: unknown;
    try {
      json = response.json();
    } catch {
      json = undefined;
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      raw: response.rawPayload,
      json,
      problem: json as Problem & Record<string, unknown>,
    };
  }

  /** A GET whose answer is binary (a PDF): the raw bytes, with this client's cookies. */
  async getBytes(url: string) {
    const response = await this.app.inject({
      method: "GET",
      url,
      headers: { origin: this.origin, "x-forwarded-for": this.ip, cookie: this.cookieHeader() },
    });
    checkAnswerAgainstContract({
      method: "GET",
      pathname: new URL(url, this.origin).pathname,
      status: response.statusCode,
      contentType: response.headers["content-type"]?.toString(),
      body: response.body,
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  }

  /** Uses another client's cookies (the same browser talking to another server instance). */
  copyCookiesFrom(other: HttpClient) {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
  }

  /** A cookie as the server would have set it (seeded sessions). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith("session_token"));
  }

  /** The Cookie header this client sends (for a request made outside it, e.g. an event stream). */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private storeCookies(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** `?page=2&q=x` from a query object; undefined and null values are left out. */
function searchOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A file body as the browser sends it: its bytes, its type, and its name in X-File-Name. */
async function rawBody(file: Blob, headers: Record<string, string>) {
  return {
    body: Buffer.from(await file.arrayBuffer()),
    headers: {
      "content-type": file.type || "application/octet-stream",
      ...(file instanceof File ? { "x-file-name": encodeURIComponent(file.name) } : {}),
      ...headers,
    },
  };
}
