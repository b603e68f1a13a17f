import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http-error";
import { couponFieldMessage } from "./coupon-message";

describe("coupon field message (spec §8)", () => {
  it("a refused coupon reads exactly 'Coupon incorrect'; no sign-in 'Not Auth'", () => {
    expect(
      couponFieldMessage(new HttpError({ status: 400, code: "billing/coupon-incorrect" })),
    ).toBe("Coupon incorrect");
    expect(couponFieldMessage(new HttpError({ status: 401, code: "billing/not-auth" }))).toBe(
      "Not Auth",
    );
  });
  it("other failures are left to the red toast", () => {
    expect(
      couponFieldMessage(new HttpError({ status: 503, code: "billing/payfast-unavailable" })),
    ).toBeNull();
    expect(couponFieldMessage(new Error("x"))).toBeNull();
  });
});
