import { describe, it } from "vitest";
import {
  affordableLoanForInstalment,
  calculateBondRepayment,
  termForInstalment,
} from "../../src/bond";
import { expectInputError } from "./expect-input-error";

const valid = {
  loanAmount: 1_000_000,
  annualRatePercent: 11.75,
  termMonths: 240,
  startDate: "2026-11-01",
};

describe("calculateBondRepayment rejects each invalid field, naming it", () => {
  it.each([
    ["negative loan", { loanAmount: -1 }, "loanAmount"],
    ["zero loan", { loanAmount: 0 }, "loanAmount"],
    ["0-month term", { termMonths: 0 }, "termMonths"],
    ["601-month term", { termMonths: 601 }, "termMonths"],
    ["fractional term", { termMonths: 12.5 }, "termMonths"],
    ["rate NaN", { annualRatePercent: Number.NaN }, "annualRatePercent"],
    ["negative rate", { annualRatePercent: -1 }, "annualRatePercent"],
    ["malformed date", { startDate: "2026-13-01" }, "startDate"],
    ["31 April", { startDate: "2026-04-31" }, "startDate"],
    ["infinite extra", { extraMonthly: Number.POSITIVE_INFINITY }, "extraMonthly"],
    ["negative fee", { monthlyServiceFee: -69 }, "monthlyServiceFee"],
    ["unknown mode", { extraPaymentsReduce: "both" }, "extraPaymentsReduce"],
    [
      "lump sum before the start",
      { lumpSums: [{ date: "2026-10-31", amount: 1 }] },
      "lumpSums.0.date",
    ],
    [
      "lump sum malformed date",
      { lumpSums: [{ date: "1/11/2026", amount: 1 }] },
      "lumpSums.0.date",
    ],
    [
      "rate change in the start month",
      { rateChanges: [{ date: "2026-11-20", annualRatePercent: 10 }] },
      "rateChanges.0.date",
    ],
    [
      "two rate changes in one month",
      {
        rateChanges: [
          { date: "2027-03-01", annualRatePercent: 10 },
          { date: "2027-03-31", annualRatePercent: 11 },
        ],
      },
      "rateChanges.1.date",
    ],
  ])("%s", (_name, patch, field) => {
    expectInputError(() => calculateBondRepayment({ ...valid, ...patch } as never), field);
  });
});

describe("solvers reject invalid fields", () => {
  it("affordableLoanForInstalment: 0 instalment, 0-month term, NaN rate", () => {
    expectInputError(
      () => affordableLoanForInstalment({ instalment: 0, annualRatePercent: 11, termMonths: 240 }),
      "instalment",
    );
    expectInputError(
      () =>
        affordableLoanForInstalment({ instalment: 9_000, annualRatePercent: 11, termMonths: 0 }),
      "termMonths",
    );
    expectInputError(
      () =>
        affordableLoanForInstalment({
          instalment: 9_000,
          annualRatePercent: Number.NaN,
          termMonths: 240,
        }),
      "annualRatePercent",
    );
  });
  it("termForInstalment: negative loan", () => {
    expectInputError(
      () => termForInstalment({ loanAmount: -5, annualRatePercent: 11, instalment: 9_000 }),
      "loanAmount",
    );
  });
});
