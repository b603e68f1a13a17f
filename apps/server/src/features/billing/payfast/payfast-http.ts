/** The one way the billing code talks HTTP to PayFast, so tests and the simulator can stand in. */
export interface PayfastHttpRequest {
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface PayfastHttpResponse {
  status: number;
  text: string;
}

export type PayfastHttp = (request: PayfastHttpRequest) => Promise<PayfastHttpResponse>;

/** Real HTTP (sandbox and live), with the request's time limit. */
export const fetchPayfastHttp: PayfastHttp = async ({ method, url, headers, body, timeoutMs }) => {
  const response = await fetch(url, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: await response.text() };
};
