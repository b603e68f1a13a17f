import type { BillingStateResponse } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { checkoutProgress } from "./checkout-progress";

const state = (
  mPaymentId: string,
  status: NonNullable<BillingStateResponse["agreement"]>["status"],
) =>
  ({
    planAmountCents: 99_999,
    seats: 1,
    billedSeats: 1,
    disabledMembers: 0,
    monthlyAmountCents: 99_999,
    invoices: [],
    agreement: {
      mPaymentId,
      status,
      recurringAmountCents: 99_999,
      planAmountCents: 99_999,
      seats: 1,
      couponCode: null,
      cancellable: status === "active",
      cardUpdateAvailable: false,
    },
  }) satisfies BillingStateResponse;

describe("checkout progress on /payment-complete", () => {
  it.each([
    ["pending", "waiting"],
    ["active", "active"],
    ["failed", "failed"],
    ["cancelled", "cancelled"],
  ] as const)("the returned checkout %s → %s", (status, progress) => {
    expect(checkoutProgress(state("m1", status), "m1")).toBe(progress);
  });
  it("another (older) checkout does not count: keep waiting", () => {
    expect(checkoutProgress(state("old", "active"), "m1")).toBe("waiting");
  });
  it("no checkout yet, or no state: waiting; without an id the latest counts", () => {
    expect(checkoutProgress(undefined, "m1")).toBe("waiting");
    expect(checkoutProgress(state("any", "active"), null)).toBe("active");
  });
});
