import { afterEach, describe, expect, it, vi } from "vitest";
import { errorMessage } from "./error-message";
import { HttpError, timedFetch } from "./http-error";
import { codeOfStatus } from "./status-codes";

describe("the spec §8 status table", () => {
  it("names every status the spec lists, others unknown", () => {
    expect([400, 401, 403, 404, 409, 429, 499, 500, 501, 503, 504, 418].map(codeOfStatus)).toEqual([
      "invalid-argument",
      "unauthenticated",
      "permission-denied",
      "not-found",
      "aborted",
      "resource-exhausted",
      "cancelled",
      "internal",
      "unimplemented",
      "unavailable",
      "deadline-exceeded",
      "unknown",
    ]);
  });

  it("gives 499, 501 and 504 answers without a code a sentence of their own", () => {
    expect(errorMessage(new HttpError({ status: 499 }))).toBe("request cancelled");
    expect(errorMessage(new HttpError({ status: 501 }))).toBe("not available yet");
    expect(errorMessage(new HttpError({ status: 504 }))).toMatch(/took too long/);
  });
});

describe("the request time-out", () => {
  afterEach(() => vi.unstubAllGlobals());

  const hangingFetch = () =>
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("The operation was aborted.", "AbortError")),
          );
        }),
    );

  it("gives up on a call not answered in time with a 504 the toast explains", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const error = await timedFetch(30)("/api/v1/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(504);
    expect(errorMessage(error)).toBe("the server took too long to answer, please try again");
  });

  it("passes the caller's own abort through, not as a time-out", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    const call = timedFetch(10_000)("/api/v1/me", { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(errorMessage(error)).toBe("request cancelled");
  });
});
