import { describe, expect, it } from "vitest";
import { errorMessage, messageOfCode } from "./error-message";
import { HttpError, NetworkError } from "./http-error";

describe("messageOfCode", () => {
  it("shows the reason of an area/reason code with dashes as spaces", () => {
    expect(messageOfCode("clients/client-not-found")).toBe("client not found");
  });

  it("reads a better-auth UPPER_SNAKE code as auth/kebab", () => {
    expect(messageOfCode("INVALID_EMAIL_OR_PASSWORD")).toBe("invalid email or password");
    expect(messageOfCode("EMAIL_NOT_VERIFIED")).toBe("email not verified");
  });

  it("says plainly that a disabled account was disabled by an administrator (BANNED_USER)", () => {
    expect(messageOfCode("BANNED_USER")).toBe(
      "account disabled by an administrator, contact support",
    );
  });

  it("gives a session ended by disabling the same words as a refused sign-in", () => {
    const refusal = new HttpError({ status: 401, code: "auth/account-disabled" });
    expect(errorMessage(refusal)).toBe(messageOfCode("BANNED_USER"));
  });

  it("tells a deleted account it was deleted, not disabled, at sign-in and on a refused session", () => {
    const deleted = messageOfCode("ACCOUNT_DELETED");
    expect(deleted).toMatch(/^account deleted by an administrator/);
    expect(deleted).not.toMatch(/disabled|enabled/);
    const refusal = new HttpError({ status: 401, code: "auth/account-deleted" });
    expect(errorMessage(refusal)).toBe(deleted);
  });

  it("reads a redirect error like invalid_token", () => {
    expect(messageOfCode("invalid_token")).toBe("invalid token");
  });

  it("falls back for an unreadable code", () => {
    expect(messageOfCode("Something odd!")).toBe("something went wrong, please try again");
  });
});

describe("errorMessage", () => {
  it("maps our problem+json code", () => {
    const error = new HttpError({ status: 400, code: "company/vat-number-invalid" });
    expect(errorMessage(error)).toBe("vat number invalid");
  });

  it("shows a problem whose words are a sentence as written, not as a code (money keeps its commas)", () => {
    const detail = "amount must be R 1,00 to R 100 000,00";
    const error = new HttpError({
      status: 400,
      code: "admin/invalid-input",
      message: detail,
      problem: { code: "admin/invalid-input", detail },
    });
    expect(errorMessage(error)).toBe(detail);
  });

  it("maps a better-auth error", () => {
    const error = new HttpError({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(errorMessage(error)).toBe("invalid email or password");
  });

  it("maps any 429 to the rate-limit sentence, with or without a code", () => {
    expect(errorMessage(new HttpError({ status: 429 }))).toBe(
      "too many requests, try again in a minute",
    );
    expect(errorMessage(new HttpError({ status: 429, code: "TOO_MANY_REQUESTS" }))).toBe(
      "too many requests, try again in a minute",
    );
  });

  it("maps a network failure", () => {
    expect(errorMessage(new NetworkError(new TypeError("Failed to fetch")))).toBe(
      "network request failed",
    );
  });

  it("treats a screen's code that failed to download as a network failure", () => {
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
    expect(errorMessage(error)).toBe("network request failed");
  });

  it("uses the status when there is no code", () => {
    expect(errorMessage(new HttpError({ status: 503 }))).toBe("service unavailable");
    expect(errorMessage(new HttpError({ status: 418 }))).toBe(
      "something went wrong, please try again",
    );
  });

  it("never leaks a programming error's message", () => {
    expect(errorMessage(new TypeError("x is undefined"))).toBe(
      "something went wrong, please try again",
    );
  });
});
