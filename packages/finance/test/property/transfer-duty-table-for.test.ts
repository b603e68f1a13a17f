import { describe, expect, it } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import { calculateTransferDuty, transferDutyTableFor } from "../../src/property";

describe("transferDutyTableFor: keyed by the date of acquisition", () => {
  it("2025-03-31 → the 1 March 2023 table (the 2025 change took effect on 1 April, not 1 March)", () => {
    expect(transferDutyTableFor("2025-03-31").id).toBe("za-transfer-duty@2023-03-01");
  });
  it("2025-04-01 → the 1 April 2025 table", () => {
    expect(transferDutyTableFor("2025-04-01").id).toBe("za-transfer-duty@2025-04-01");
  });
  it("2023-02-28 → the 1 March 2020 table", () => {
    expect(transferDutyTableFor("2023-02-28").id).toBe("za-transfer-duty@2020-03-01");
  });
  it("2023-03-01 → the 1 March 2023 table", () => {
    expect(transferDutyTableFor("2023-03-01").id).toBe("za-transfer-duty@2023-03-01");
  });
  it("2020-02-29 (leap day) → the 1 March 2017 table; 2020-03-01 → the 2020 table", () => {
    expect(transferDutyTableFor("2020-02-29").id).toBe("za-transfer-duty@2017-03-01");
    expect(transferDutyTableFor("2020-03-01").id).toBe("za-transfer-duty@2020-03-01");
  });
  it("2026-09-30 → still the 1 April 2025 table (no change in the 2026 Budget)", () => {
    expect(transferDutyTableFor("2026-09-30").id).toBe("za-transfer-duty@2025-04-01");
  });
  it("R1 500 000 on 2025-03-31: 3% × (1 500 000 − 1 100 000) = 12 000; on 2025-04-01: 3% × 290 000 = 8 700", () => {
    expect(calculateTransferDuty(1_500_000, transferDutyTableFor("2025-03-31"))).toBe(12_000);
    expect(calculateTransferDuty(1_500_000, transferDutyTableFor("2025-04-01"))).toBe(8_700);
  });
  it("R1 100 000 on 2023-02-28: 3% × (1 100 000 − 1 000 000) = 3 000; on 2023-03-01: 0% band = 0", () => {
    expect(calculateTransferDuty(1_100_000, transferDutyTableFor("2023-02-28"))).toBe(3_000);
    expect(calculateTransferDuty(1_100_000, transferDutyTableFor("2023-03-01"))).toBe(0);
  });
  it("a date before the earliest table (2017-02-28) throws FinanceInputError naming acquisitionDate", () => {
    expect(() => transferDutyTableFor("2017-02-28")).toThrow(FinanceInputError);
    try {
      transferDutyTableFor("2017-02-28");
    } catch (error) {
      expect(error).toBeInstanceOf(FinanceInputError);
      expect((error as FinanceInputError).field).toBe("acquisitionDate");
      expect((error as FinanceInputError).message).toContain("2017-03-01");
    }
  });
  it.each(["2025-4-1", "2025/04/01", "2025-02-30", "", "yesterday"])(
    "a malformed date %j throws FinanceInputError naming acquisitionDate",
    (date) => {
      expect(() => transferDutyTableFor(date)).toThrow(
        expect.objectContaining({ field: "acquisitionDate" }),
      );
    },
  );
  it("picks from a caller's tables (an admin import), whatever their order", () => {
    const base = transferDutyTableFor("2025-04-01");
    const later = { ...base, id: "admin@2027-04-01", effectiveFrom: "2027-04-01" };
    expect(transferDutyTableFor("2027-05-01", [later, base]).id).toBe("admin@2027-04-01");
    expect(transferDutyTableFor("2027-03-31", [later, base]).id).toBe(base.id);
  });
});

describe("calculateTransferDuty rejects a bad amount, naming it", () => {
  const table = transferDutyTableFor("2025-04-01");
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])(
    "amount %s throws FinanceInputError('amount')",
    (amount) => {
      expect(() => calculateTransferDuty(amount, table)).toThrow(
        expect.objectContaining({ field: "amount" }),
      );
    },
  );
});
