import type { SubscriptionStateResponse } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { badgeFor, runningTrialEnd, subscriptionStage } from "./subscription-status";

type Subscription = NonNullable<SubscriptionStateResponse["subscription"]>;

const row = (status: Subscription["status"]): Subscription => ({
  status,
  startedAt: "2026-06-01T00:00:00.000Z",
  currentPeriodStart: "2026-06-01T00:00:00.000Z",
  currentPeriodEnd: "2026-06-15T00:00:00.000Z",
  nextPaymentAt: null,
  amountCents: 0,
});

describe("subscriptionStage", () => {
  it("follows the hasSubscription claim for a current trial or subscription", () => {
    expect(subscriptionStage(row("trialing"), true, false)).toBe("trial");
    expect(subscriptionStage(row("active"), true, false)).toBe("active");
  });

  it("offers the trial while it is available", () => {
    expect(subscriptionStage(null, false, true)).toBe("trial-available");
  });

  it("says the trial ended when it ran out (the claim is false past the period end)", () => {
    expect(subscriptionStage(row("trialing"), false, false)).toBe("trial-ended");
  });

  it("calls an overdue, cancelled or lapsed paid subscription not active", () => {
    expect(subscriptionStage(row("past_due"), false, false)).toBe("inactive");
    expect(subscriptionStage(row("cancelled"), false, false)).toBe("inactive");
    expect(subscriptionStage(row("active"), false, false)).toBe("inactive");
  });
});

describe("badgeFor", () => {
  it("a cancelled or past-due subscription still in its period says so", () => {
    expect(badgeFor("active", "cancelled").label).toBe("Cancelled");
    expect(badgeFor("active", "past_due").label).toBe("Payment due");
    expect(badgeFor("active", "active").label).toBe("Active");
    expect(badgeFor("inactive", "cancelled").label).toBe("Not active");
  });
});

describe("runningTrialEnd", () => {
  it("is a running trial's end (subscribing now ends it), never a paid or ended period's", () => {
    const during = new Date("2026-06-10T00:00:00.000Z");
    expect(runningTrialEnd(row("trialing"), during)).toBe("2026-06-15T00:00:00.000Z");
    expect(runningTrialEnd(row("trialing"), new Date("2026-06-16T00:00:00.000Z"))).toBeNull();
    expect(runningTrialEnd(row("active"), during)).toBeNull();
    expect(runningTrialEnd(row("cancelled"), during)).toBeNull();
    expect(runningTrialEnd(null, during)).toBeNull();
  });
});
