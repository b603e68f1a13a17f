import { describe, expect, it } from "vitest";
import { actionLabel, targetLabel } from "./audit-describe";

const entry = (targetType: string, targetId: string, more: object = {}) => ({
  targetType,
  targetId,
  targetEmail: null,
  before: null,
  after: null,
  ...more,
});

describe("audit entries in words", () => {
  it("names the action", () => {
    expect(actionLabel("user/grant-admin")).toBe("Made admin");
    expect(actionLabel("rate-table/publish")).toBe("Published table");
    expect(actionLabel("invoice/void-all")).toBe("Invoice void all");
  });

  it("names whose account changed, even after it is gone", () => {
    const id = "5805ec8c-0000-4000-8000-000000000000";
    expect(targetLabel(entry("user", id, { targetEmail: "thandi@example.co.za" }))).toBe(
      "thandi@example.co.za",
    );
    expect(targetLabel(entry("user", id, { before: { email: "gone@example.co.za" } }))).toBe(
      "gone@example.co.za",
    );
    expect(targetLabel(entry("user", id))).toBe("a removed user");
  });

  it("names the coupon, table, template or settings", () => {
    expect(targetLabel(entry("coupon", "WINTER25"))).toBe("coupon WINTER25");
    expect(targetLabel(entry("rate-table", "tax-year:2029"))).toBe("tax year table 2029");
    expect(targetLabel(entry("rate-table", "transfer-duty:2025-04-01"))).toBe(
      "transfer duty table 2025-04-01",
    );
    expect(targetLabel(entry("report-template", "home-loan-repayment"))).toBe(
      "home loan repayment report template",
    );
    expect(targetLabel(entry("config", "site"))).toBe("site settings");
  });
});
