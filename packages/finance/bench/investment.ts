import { bench, do_not_optimize } from "mitata";
import { compareInvestments, type InvestmentComparisonInput } from "../src/investment";

/** Four options over 40 years, every kind and the costliest wrappers (budget ≤ 2 ms). */
const fortyYears: InvestmentComparisonInput = {
  horizonYears: 40,
  inflationPercent: 5,
  marginalTaxRate: 0.41,
  options: [
    {
      kind: "market",
      label: "Unit trust",
      lumpSum: 100_000,
      monthlyContribution: 5_000,
      contributionEscalationPercent: 6,
      growthPercent: 10,
      annualFeePercent: 1.2,
      incomeYieldPercent: 3,
    },
    {
      kind: "market",
      label: "Retirement annuity",
      wrapper: "retirement-annuity",
      lumpSum: 100_000,
      monthlyContribution: 5_000,
      contributionEscalationPercent: 6,
      growthPercent: 10,
      annualFeePercent: 1,
      incomeYieldPercent: 3,
      taxRefund: "reinvest",
    },
    {
      kind: "property",
      label: "Buy-to-let flat",
      price: 1_500_000,
      deposit: 150_000,
      transferCosts: 85_000,
      bondRatePercent: 10.25,
      bondTermMonths: 240,
      monthlyRent: 12_000,
      vacancyPercent: 5,
      managementFeePercent: 8,
      monthlyLevies: 1_500,
      monthlyRates: 800,
      monthlyInsurance: 300,
      monthlyMaintenance: 500,
    },
    {
      kind: "bond-extra",
      label: "Extra into the home loan",
      balance: 1_800_000,
      bondRatePercent: 10.25,
      remainingTermMonths: 300,
      extraMonthly: 5_000,
      extraEscalationPercent: 6,
      lumpSum: 100_000,
    },
  ],
};

export function registerInvestmentBenches(): void {
  bench("investment: 4 options (market, RA, buy-to-let, bond extra) over 40 years [≤ 2 ms]", () => {
    do_not_optimize(compareInvestments(fortyYears));
  });
}
