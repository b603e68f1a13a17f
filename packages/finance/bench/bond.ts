import { bench, do_not_optimize } from "mitata";
import { calculateBondRepayment } from "../src/bond";

/** A 30-year bond with a stepped-up extra, lump sums and a prime path (budget ≤ 200 µs). */
const thirtyYearBond = {
  loanAmount: 2_500_000,
  annualRatePercent: 10.25,
  termMonths: 360,
  startDate: "2026-11-01",
  monthlyServiceFee: 69,
  extraMonthly: 1_500,
  extraMonthlyAnnualIncreasePercent: 5,
  lumpSums: [
    { date: "2028-03-01", amount: 50_000 },
    { date: "2031-03-01", amount: 75_000 },
    { date: "2036-03-01", amount: 100_000 },
  ],
  rateChanges: [
    { date: "2027-01-01", annualRatePercent: 10.5 },
    { date: "2027-07-01", annualRatePercent: 11 },
    { date: "2028-05-01", annualRatePercent: 10.75 },
    { date: "2030-01-01", annualRatePercent: 10.25 },
    { date: "2033-09-01", annualRatePercent: 9.75 },
    { date: "2040-01-01", annualRatePercent: 11.25 },
  ],
};

export function registerBondBenches(): void {
  bench(
    "bond: 30-year schedule, extras + lump sums + 6 rate changes (term mode) [≤ 200 µs]",
    () => {
      do_not_optimize(calculateBondRepayment(thirtyYearBond));
    },
  );
  bench(
    "bond: 30-year schedule, extras + lump sums + 6 rate changes (instalment mode) [≤ 200 µs]",
    () => {
      do_not_optimize(
        calculateBondRepayment({ ...thirtyYearBond, extraPaymentsReduce: "instalment" }),
      );
    },
  );
}
