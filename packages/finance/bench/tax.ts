import { bench } from "mitata";
import {
  calculateIncomeTax,
  type IncomeTaxInput,
  retirementContributionToLowerBracket,
  taxYearTable,
  validateTaxYearTable,
} from "../src/tax";

const typical: IncomeTaxInput = {
  age: 40,
  salary: 480_000,
  medicalSchemeMembers: 2,
  payePaid: 70_000,
};

const complex: IncomeTaxInput = {
  dateOfBirth: "1959-06-14",
  salary: 900_000,
  bonus: 75_000,
  fringeBenefits: 24_000,
  travelAllowance: 120_000,
  businessKilometres: 14_000,
  totalKilometres: 32_000,
  vehicleValue: 450_000,
  localInterest: 60_000,
  foreignInterest: 8_000,
  localDividends: 40_000,
  foreignDividends: 18_000,
  netRentalIncome: -35_000,
  capitalGains: [
    { gain: 2_600_000, primaryResidence: true, description: "Home" },
    { gain: 180_000, description: "Unit trusts" },
    { gain: -40_000, description: "Shares" },
  ],
  retirementContributions: 260_000,
  retirementCarriedForward: 30_000,
  donations: 120_000,
  medicalSchemeMembers: 4,
  medicalSchemeMonths: 12,
  medicalSchemeFees: 96_000,
  medicalExpenses: 38_000,
  payePaid: 260_000,
  provisionalTaxPaid: 40_000,
};

/** Benches for the income tax engine (bench/run.ts runs them). Budget: ≤ 20 µs per calculation. */
export function registerTaxBenches(): void {
  const table = taxYearTable(2026);

  bench("tax: income tax, typical (salary, medical aid, PAYE)", () =>
    calculateIncomeTax(typical, table),
  );

  bench("tax: income tax, complex (travel, investments, CGT, s11F, s18A, s6B)", () =>
    calculateIncomeTax(complex, table),
  );

  bench("tax: retirement contribution to the lower bracket", () =>
    retirementContributionToLowerBracket(typical, table),
  );

  bench("tax: validate a rate table (admin import)", () => validateTaxYearTable(table));
}
