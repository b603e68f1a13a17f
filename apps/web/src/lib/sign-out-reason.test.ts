import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "./http-error";
import {
  forgetSignOutReason,
  rememberSignOutReason,
  signOutReasonOf,
  withSignOutReason,
} from "./sign-out-reason";

const disabled = new HttpError({ status: 401, code: "auth/account-disabled" });

afterEach(forgetSignOutReason);

describe("sign-out reason", () => {
  it("adds a remembered account-disabled reason to a /login redirect only", () => {
    rememberSignOutReason(disabled);
    expect(withSignOutReason("/login")).toBe("/login?signed-out=auth%2Faccount-disabled");
    expect(withSignOutReason("/login?next=%2Fcompany")).toBe(
      "/login?next=%2Fcompany&signed-out=auth%2Faccount-disabled",
    );
    expect(withSignOutReason("/subscribe")).toBe("/subscribe");
    expect(withSignOutReason("/login-help")).toBe("/login-help");
  });

  it("leaves redirects alone for an ordinary 401, after a good read, or for other errors", () => {
    rememberSignOutReason(new HttpError({ status: 401, code: "auth/not-authenticated" }));
    expect(withSignOutReason("/login")).toBe("/login");
    rememberSignOutReason(disabled);
    forgetSignOutReason();
    expect(withSignOutReason("/login")).toBe("/login");
    rememberSignOutReason(new Error("auth/account-disabled"));
    expect(withSignOutReason("/login")).toBe("/login");
  });

  it("reads back only reasons it may tell", () => {
    const read = (q: string) => signOutReasonOf(new URLSearchParams(q));
    expect(read("signed-out=auth%2Faccount-disabled")).toBe("auth/account-disabled");
    expect(read("signed-out=auth%2Faccount-deleted")).toBe("auth/account-deleted");
    expect(read("signed-out=auth%2Fanything-else")).toBeNull();
    expect(read("")).toBeNull();
  });
});
