import { formatCentsInText, formatRate } from "@adviser-desk/format";
import { type Cents, type Rate, randsToCents, roundCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import { bracketIndexFor, taxBeforeRebates } from "./brackets";
import { assessCapitalGains, type CapitalGainsAssessment } from "./capital-gains";
import { assessDonationsDeduction, type DonationsDeduction } from "./donations-deduction";
import { assessIncome, type IncomeAssessment } from "./income";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import {
  type AdditionalMedicalCredit,
  additionalMedicalExpensesCredit,
  medicalSchemeFeesCredit,
} from "./medical-credits";
import { type Rebates, rebatesForAge } from "./rebates";
import { assessRetirementDeduction, type RetirementDeduction } from "./retirement-deduction";
import type { TaxYearTable } from "./table-schema";
import { assessTravelDeduction, type TravelDeduction } from "./travel-deduction";

/** The whole working in cents; calculate-income-tax.ts turns it into the public result. */
export interface Assessment {
  age: number;
  income: IncomeAssessment;
  travel: TravelDeduction;
  otherDeductions: Cents;
  capital: CapitalGainsAssessment;
  retirement: RetirementDeduction;
  donations: DonationsDeduction;
  taxableIncome: Cents;
  assessedLossCarriedForward: Cents;
  taxBeforeRebates: Cents;
  rebates: Rebates;
  taxAfterRebates: Cents;
  medicalSchemeFeesCredit: Cents;
  additionalCredit: AdditionalMedicalCredit;
  medicalCreditsLost: Cents;
  taxPayable: Cents;
  monthlyTaxPayable: Cents;
  marginalRate: Rate;
  /** Gross income plus capital gains less losses (after para 45, if positive): effective-rate base. */
  effectiveRateBase: Cents;
  effectiveRate: Rate;
  trace: TraceLine[];
}

/** Assesses one person's year. Input must be parsed and the table valid; `age` is resolved. */
export function assessIncomeTax(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  age: number,
): Assessment {
  const trace: TraceLine[] = [];
  const income = assessIncome(input, table, age);
  trace.push(...income.lines);

  const travel = assessTravelDeduction(input, table);
  trace.push(...travel.lines);
  const otherDeductions = randsToCents(input.otherDeductions);
  if (otherDeductions > 0)
    trace.push(traceLine("Less: other deductions", -otherDeductions, "s11 and others as entered"));
  const incomeBeforeS11F = income.income - travel.amount - otherDeductions;
  trace.push(
    traceLine(
      "Taxable income before s11F, s18A and capital gains",
      incomeBeforeS11F,
      's1 "taxable income"',
    ),
  );

  const capital = assessCapitalGains(input, table);
  trace.push(...capital.lines);

  const retirement = assessRetirementDeduction(
    {
      contributions: randsToCents(input.retirementContributions),
      broughtForward: randsToCents(input.retirementCarriedForward),
      remuneration: income.remuneration,
      incomeBeforeS11F,
      taxableCapitalGain: capital.taxableCapitalGain,
    },
    table,
  );
  trace.push(...retirement.lines);
  if (capital.taxableCapitalGain > 0) {
    trace.push(traceLine("Add: taxable capital gain", capital.taxableCapitalGain, "s26A"));
  }
  const taxableBeforeS18A = incomeBeforeS11F - retirement.allowed + capital.taxableCapitalGain;
  const donations = assessDonationsDeduction(
    randsToCents(input.donations),
    randsToCents(input.donationsCarriedForward),
    taxableBeforeS18A,
  );
  if (donations.lines.length > 0) {
    trace.push(traceLine("Taxable income before s18A", taxableBeforeS18A, "s18A(1)"));
    trace.push(...donations.lines);
  }
  const beforeFloor = taxableBeforeS18A - donations.allowed;
  const taxableIncome = Math.max(0, beforeFloor);
  const assessedLossCarriedForward = Math.max(0, -beforeFloor);
  trace.push(traceLine("Taxable income", taxableIncome, 's1 "taxable income"'));
  if (assessedLossCarriedForward > 0) {
    trace.push(traceLine("Assessed loss carried forward", assessedLossCarriedForward, "s20"));
  }

  const tax = taxBeforeRebates(table, taxableIncome);
  const bracket = table.brackets[bracketIndexFor(table.brackets, taxableIncome)];
  if (bracket !== undefined) {
    const from = randsToCents(bracket.from);
    trace.push(
      traceLine(
        `Tax on ${formatCentsInText(taxableIncome)}: ${formatCentsInText(randsToCents(bracket.base))} + ${formatRate(bracket.rate)} × (${formatCentsInText(taxableIncome)} − ${formatCentsInText(from)})`,
        tax,
        `Rates of tax, tax year ${table.taxYear}`,
      ),
    );
  }

  const rebates = rebatesForAge(age, table);
  trace.push(traceLine("Less: primary rebate", -rebates.primary, "s6(2)(a) primary rebate"));
  if (rebates.secondary > 0)
    trace.push(
      traceLine(
        "Less: secondary rebate (65 or older)",
        -rebates.secondary,
        "s6(2)(b) secondary rebate",
      ),
    );
  if (rebates.tertiary > 0)
    trace.push(
      traceLine(
        "Less: tertiary rebate (75 or older)",
        -rebates.tertiary,
        "s6(2)(c) tertiary rebate",
      ),
    );
  const taxAfterRebates = Math.max(0, tax - rebates.total);
  trace.push(
    traceLine(
      tax < rebates.total
        ? `Tax after rebates (income at or below the ${formatCentsInText(rebates.threshold)} threshold: rebates limited to the tax)`
        : "Tax after rebates",
      taxAfterRebates,
      "s6(1): rebates cannot create a refund",
    ),
  );

  const schemeFees = randsToCents(input.medicalSchemeFees);
  const schemeCredit = medicalSchemeFeesCredit(
    input.medicalSchemeMembers,
    input.medicalSchemeMonths,
    schemeFees,
    table,
  );
  if (input.medicalSchemeMembers > 0 && schemeFees === 0) {
    trace.push(
      traceLine(
        "No medical scheme fees entered: no medical scheme fees credit",
        0,
        's6A(2)(b): the credit is "in respect of fees paid", for each month those fees are paid',
      ),
    );
  }
  const schemeApplied = Math.min(schemeCredit, taxAfterRebates);
  if (schemeCredit > 0) {
    trace.push(
      traceLine(
        `Less: medical scheme fees credit (${input.medicalSchemeMembers} member${input.medicalSchemeMembers === 1 ? "" : "s"} × ${input.medicalSchemeMonths} month${input.medicalSchemeMonths === 1 ? "" : "s"}, entitlement ${formatCentsInText(schemeCredit)})`,
        -schemeApplied,
        "s6A(2)(b)",
      ),
    );
  }
  const additionalCredit = additionalMedicalExpensesCredit(input, age, schemeCredit, taxableIncome);
  trace.push(...additionalCredit.lines);
  const afterScheme = taxAfterRebates - schemeApplied;
  const additionalApplied = Math.min(additionalCredit.amount, afterScheme);
  if (additionalCredit.amount > 0) {
    trace.push(traceLine("Less: additional medical expenses credit", -additionalApplied, "s6B(2)"));
  }
  const medicalCreditsLost =
    schemeCredit - schemeApplied + (additionalCredit.amount - additionalApplied);
  if (medicalCreditsLost > 0) {
    trace.push(
      traceLine(
        "Medical credits not used (they exceed the tax and are not refundable)",
        medicalCreditsLost,
        "s6A/s6B: credits reduce normal tax to 0 at most",
      ),
    );
  }
  const taxPayable = afterScheme - additionalApplied;
  trace.push(traceLine("Normal tax payable", taxPayable, "s5 normal tax less s6, s6A and s6B"));

  const monthlyTaxPayable = roundCents(taxPayable / 12);
  trace.push(
    traceLine("Monthly equivalent of the tax payable (÷ 12)", monthlyTaxPayable, "Planning figure"),
  );

  const marginalRate = taxAfterRebates > 0 && bracket !== undefined ? bracket.rate : 0;
  const effectiveRateBase = Math.max(
    0,
    income.grossIncome + Math.max(0, capital.sumOfGainsAndLosses),
  );
  const effectiveRate =
    effectiveRateBase > 0 ? Math.round((taxPayable / effectiveRateBase) * 10_000) / 10_000 : 0;

  return {
    age,
    income,
    travel,
    otherDeductions,
    capital,
    retirement,
    donations,
    taxableIncome,
    assessedLossCarriedForward,
    taxBeforeRebates: tax,
    rebates,
    taxAfterRebates,
    medicalSchemeFeesCredit: schemeCredit,
    additionalCredit,
    medicalCreditsLost,
    taxPayable,
    monthlyTaxPayable,
    marginalRate,
    effectiveRateBase,
    effectiveRate,
    trace,
  };
}
