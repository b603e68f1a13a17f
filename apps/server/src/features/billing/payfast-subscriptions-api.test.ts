import { describe, expect, it } from "vitest";
import type { PayfastHttpRequest, PayfastHttpResponse } from "./payfast/payfast-http";
import {
  createSubscriptionsApi,
  PayfastRefusedError,
  PayfastUnavailableError,
} from "./payfast/subscriptions-api";
import { publishedApiSignature } from "./payfast-simulator/published-algorithm";

type Step = PayfastHttpResponse | Error;

function fakePayfast(steps: Step[]) {
  const requests: PayfastHttpRequest[] = [];
  return {
    requests,
    http: async (request: PayfastHttpRequest) => {
      requests.push(request);
      const step = steps.shift() ?? { status: 200, text: '{"code":200}' };
      if (step instanceof Error) throw step;
      return step;
    },
  };
}

const api = (http: (r: PayfastHttpRequest) => Promise<PayfastHttpResponse>, testing = false) =>
  createSubscriptionsApi({
    baseUrl: "https://api.payfast.co.za",
    testing,
    merchantId: "10000100",
    passphrase: "jt7NOE43FZPn",
    http,
    timeoutMs: 1234,
    backoffMs: () => 0,
    now: () => new Date("2025-01-15T08:00:00Z"),
  });

describe("Subscriptions API client", () => {
  it("cancel: PUT, signed headers PayFast can verify, content-length 0, the time limit passed on", async () => {
    const payfast = fakePayfast([
      { status: 200, text: '{"code":200,"status":"success","data":{"response":true}}' },
    ]);
    const result = await api(payfast.http).cancel("tok-1");
    expect(result).toMatchObject({ status: "success" });
    const [request] = payfast.requests;
    expect(request).toMatchObject({
      method: "PUT",
      url: "https://api.payfast.co.za/subscriptions/tok-1/cancel",
      timeoutMs: 1234,
    });
    expect(request?.headers).toMatchObject({
      "merchant-id": "10000100",
      version: "v1",
      timestamp: "2025-01-15T10:00:00+02:00",
      "content-length": "0",
    });
    // Vector A1 of the reference: the same headers sign to this value.
    expect(request?.headers.signature).toBe("b05ac97ce4f62b48c5afecc7a944da7b");
  });

  it("update: PATCH with a JSON body whose fields are signed too", async () => {
    const payfast = fakePayfast([]);
    await api(payfast.http).update("tok-1", { amount: 29_900 });
    const [request] = payfast.requests;
    expect(request?.method).toBe("PATCH");
    expect(JSON.parse(request?.body ?? "{}")).toEqual({ amount: 29_900 });
    const h = request?.headers ?? {};
    expect(h.signature).toBe(
      publishedApiSignature(
        {
          "merchant-id": h["merchant-id"] ?? "",
          version: h.version ?? "",
          timestamp: h.timestamp ?? "",
          amount: "29900",
        },
        "jt7NOE43FZPn",
      ),
    );
  });

  it("sandbox calls carry ?testing=true, which is not signed", async () => {
    const payfast = fakePayfast([]);
    await api(payfast.http, true).fetch("tok-1");
    expect(payfast.requests[0]?.url).toBe(
      "https://api.payfast.co.za/subscriptions/tok-1/fetch?testing=true",
    );
    expect(payfast.requests[0]?.headers.signature).toBe("b05ac97ce4f62b48c5afecc7a944da7b");
  });

  it("retries a 503, a 429 and a timeout, then succeeds", async () => {
    const payfast = fakePayfast([
      { status: 503, text: "" },
      { status: 429, text: "" },
      new Error("The operation was aborted due to timeout"),
      { status: 200, text: "{}" },
    ]);
    const client = createSubscriptionsApi({
      baseUrl: "https://api.payfast.co.za",
      testing: false,
      merchantId: "10000100",
      passphrase: "p",
      http: payfast.http,
      timeoutMs: 100,
      attempts: 4,
      backoffMs: () => 0,
    });
    await expect(client.pause("tok")).resolves.toEqual({});
    expect(payfast.requests).toHaveLength(4);
  });

  it("gives up after the attempts with PayfastUnavailableError", async () => {
    const payfast = fakePayfast([
      new Error("ECONNRESET"),
      new Error("ECONNRESET"),
      new Error("ECONNRESET"),
    ]);
    await expect(api(payfast.http).cancel("tok")).rejects.toBeInstanceOf(PayfastUnavailableError);
    expect(payfast.requests).toHaveLength(3);
  });

  it("a refusal (4xx) is not retried and carries PayFast's message", async () => {
    const payfast = fakePayfast([
      {
        status: 400,
        text: '{"code":400,"status":"failed","data":{"response":false,"message":"Failure - The subscription status is cancelled"}}',
      },
    ]);
    const error = await api(payfast.http)
      .cancel("tok")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayfastRefusedError);
    expect((error as PayfastRefusedError).message).toBe(
      "Failure - The subscription status is cancelled",
    );
    expect(payfast.requests).toHaveLength(1);
  });
});
