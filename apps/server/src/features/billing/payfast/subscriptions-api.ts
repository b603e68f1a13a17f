import { apiSignature } from "./api-signature";
import type { PayfastHttp, PayfastHttpRequest } from "./payfast-http";

/** PayFast could not be reached or kept failing (timeouts, 5xx, 429): nothing was changed. */
export class PayfastUnavailableError extends Error {
  override name = "PayfastUnavailableError";
}

/** PayFast answered and refused the call (4xx), with its message. */
export class PayfastRefusedError extends Error {
  override name = "PayfastRefusedError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SubscriptionsApiOptions {
  baseUrl: string;
  testing: boolean;
  merchantId: string;
  passphrase: string;
  http: PayfastHttp;
  timeoutMs: number;
  /** Attempts in all (first try included). */
  attempts?: number;
  /** Waits between attempts; tests pass zeros. */
  backoffMs?: (attempt: number) => number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export interface SubscriptionUpdate {
  amount?: number;
  cycles?: number;
  frequency?: number;
  run_date?: string;
}

/** PayFast's timestamp: ISO-8601 in South African time with its offset (+02:00, no DST). */
export function payfastTimestamp(now: Date): string {
  return `${new Date(now.getTime() + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Subscriptions API (fetch, pause, unpause, cancel, update), signed per PayFast's API rules. */
export function createSubscriptionsApi(options: SubscriptionsApiOptions) {
  const attempts = options.attempts ?? 3;
  const backoff = options.backoffMs ?? ((attempt: number) => 500 * 2 ** attempt);
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? (() => new Date());

  async function call(
    method: PayfastHttpRequest["method"],
    token: string,
    action: string,
    body: Record<string, string | number> = {},
  ): Promise<unknown> {
    let lastProblem = "no attempt made";
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(backoff(attempt));
      // A fresh timestamp (and so signature) per attempt: PayFast rejects stale timestamps.
      const headers = {
        "merchant-id": options.merchantId,
        version: "v1",
        timestamp: payfastTimestamp(now()),
      };
      const signature = apiSignature({ ...headers, ...body }, options.passphrase);
      const query = options.testing ? "?testing=true" : "";
      const hasBody = Object.keys(body).length > 0;
      try {
        const response = await options.http({
          method,
          url: `${options.baseUrl}/subscriptions/${encodeURIComponent(token)}/${action}${query}`,
          headers: {
            ...headers,
            signature,
            ...(hasBody ? { "content-type": "application/json" } : { "content-length": "0" }),
          },
          ...(hasBody ? { body: JSON.stringify(body) } : {}),
          timeoutMs: options.timeoutMs,
        });
        if (response.status >= 200 && response.status < 300) return parseJson(response.text);
        if (response.status === 429 || response.status >= 500) {
          lastProblem = `HTTP ${response.status}`;
          continue;
        }
        throw new PayfastRefusedError(response.status, refusalMessage(response.text));
      } catch (error) {
        if (error instanceof PayfastRefusedError) throw error;
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    }
    throw new PayfastUnavailableError(`PayFast did not answer: ${lastProblem}`);
  }

  return {
    fetch: (token: string) => call("GET", token, "fetch"),
    cancel: (token: string) => call("PUT", token, "cancel"),
    pause: (token: string, cycles = 1) => call("PUT", token, "pause", { cycles }),
    unpause: (token: string) => call("PUT", token, "unpause"),
    update: (token: string, change: SubscriptionUpdate) =>
      call("PATCH", token, "update", change as Record<string, string | number>),
  };
}

export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function refusalMessage(text: string): string {
  const body = parseJson(text) as { data?: { message?: unknown; response?: unknown } } | string;
  if (typeof body === "object" && body?.data) {
    const { message, response } = body.data;
    if (typeof message === "string" && message) return message;
    if (typeof response === "string" && response) return response;
  }
  return "PayFast refused the request";
}
