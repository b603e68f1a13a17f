import { describe, expect, it } from "vitest";
import { loginNotice } from "./login-notice";

const notice = (query: string) => loginNotice(new URLSearchParams(query));

describe("loginNotice", () => {
  it("says nothing on a plain visit", () => {
    expect(notice("")).toBeNull();
  });

  it("confirms a verified e-mail", () => {
    expect(notice("verified=1")).toEqual({
      tone: "success",
      title: "E-mail verified — you can sign in now",
    });
  });

  it("explains an expired verification link and offers a new one", () => {
    const result = notice("verified=1&error=TOKEN_EXPIRED");
    expect(result?.tone).toBe("error");
    expect(result?.message).toMatch(/^Token expired\./);
    expect(result?.action?.to).toBe("/send-email-verification");
  });

  it("says why the session ended when the account was disabled", () => {
    expect(notice("next=%2Fcompany&signed-out=auth%2Faccount-disabled")).toEqual({
      tone: "error",
      title: "You have been signed out",
      message: "Account disabled by an administrator, contact support.",
    });
  });

  it("ignores a signed-out reason it does not know (a crafted link cannot put words there)", () => {
    expect(notice("signed-out=auth%2Fcall-this-number")).toBeNull();
  });

  it("reports a failed Google sign-in", () => {
    const result = notice("error=access_denied");
    expect(result?.title).toBe("Google sign-in didn't complete");
    expect(result?.message).toMatch(/^Access denied\./);
  });

  it("confirms a password reset", () => {
    expect(notice("reset=1")?.title).toBe("Password changed — sign in with your new password");
  });
});
