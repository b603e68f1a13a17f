import { describe, it } from "vitest";
import { compareInvestments } from "../../src/investment";
import { expectInputError } from "../bond/expect-input-error";

const a = { kind: "market", label: "A", lumpSum: 10_000 };
const b = { kind: "market", label: "B", wrapper: "tfsa", lumpSum: 10_000 };
const valid = { horizonYears: 10, options: [a, b] };
const property = {
  kind: "property",
  label: "Flat",
  price: 1_000_000,
  deposit: 100_000,
  monthlyRent: 9_000,
};

// The comparison has no dates, so "malformed date" applies only to the bond calculator.
describe("compareInvestments rejects each invalid field, naming it", () => {
  it.each([
    ["1 option", { options: [a] }, "options"],
    ["5 options", { options: [a, b, a, b, a] }, "options"],
    ["horizon 0", { horizonYears: 0 }, "horizonYears"],
    ["horizon 61", { horizonYears: 61 }, "horizonYears"],
    ["fractional horizon", { horizonYears: 2.5 }, "horizonYears"],
    ["horizon NaN", { horizonYears: Number.NaN }, "horizonYears"],
    ["marginal rate 0.5", { marginalTaxRate: 0.5 }, "marginalTaxRate"],
    ["marginal rate as a percentage", { marginalTaxRate: 31 }, "marginalTaxRate"],
    ["negative inflation", { inflationPercent: -1 }, "inflationPercent"],
    ["inclusion rate 1.5", { cgt: { inclusionRate: 1.5 } }, "cgt.inclusionRate"],
    ["negative TFSA limit", { tfsa: { annualLimit: -1 } }, "tfsa.annualLimit"],
    ["unknown kind", { options: [a, { kind: "crypto", label: "X" }] }, "options.1.kind"],
    ["negative lump sum", { options: [a, { ...b, lumpSum: -5 }] }, "options.1.lumpSum"],
    [
      "growth NaN",
      { options: [{ ...a, growthPercent: Number.NaN }, b] },
      "options.0.growthPercent",
    ],
    ["unknown wrapper", { options: [{ ...a, wrapper: "offshore" }, b] }, "options.0.wrapper"],
    [
      "income yield above growth",
      { options: [{ ...a, growthPercent: 5, incomeYieldPercent: 6 }, b] },
      "options.0.incomeYieldPercent",
    ],
    ["no money in", { options: [{ kind: "market", label: "Empty" }, b] }, "options.0.lumpSum"],
    [
      "label over 60 characters",
      { options: [{ ...a, label: "x".repeat(61) }, b] },
      "options.0.label",
    ],
    [
      "deposit above price",
      { options: [{ ...property, deposit: 2_000_000 }, b] },
      "options.0.deposit",
    ],
    ["0 property price", { options: [{ ...property, price: 0 }, b] }, "options.0.price"],
    [
      "0-month bond term",
      { options: [{ ...property, bondTermMonths: 0 }, b] },
      "options.0.bondTermMonths",
    ],
    [
      "bond-extra with a 0-month remaining term",
      {
        options: [
          {
            kind: "bond-extra",
            label: "Bond",
            balance: 500_000,
            bondRatePercent: 11,
            remainingTermMonths: 0,
            extraMonthly: 1_000,
          },
          b,
        ],
      },
      "options.0.remainingTermMonths",
    ],
    [
      "bond-extra with no extra",
      {
        options: [
          {
            kind: "bond-extra",
            label: "Bond",
            balance: 500_000,
            bondRatePercent: 11,
            remainingTermMonths: 120,
          },
          b,
        ],
      },
      "options.0.extraMonthly",
    ],
  ])("%s", (_name, patch, field) => {
    expectInputError(() => compareInvestments({ ...valid, ...patch } as never), field);
  });
});
