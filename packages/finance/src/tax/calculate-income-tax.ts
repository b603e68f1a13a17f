import { centsToRands, randsToCents } from "../core/money";
import type { LumpSumTable } from "../retirement/lump-sum-table-schema";
import { lumpSumTables as builtInLumpSumTables } from "../retirement/lump-sum-tables";
import { assessIncomeTax } from "./assess-income-tax";
import { ensureValidTable } from "./ensure-valid-table";
import { estimatedFiguresUsed } from "./estimated-figures";
import { type IncomeTaxInput, parseIncomeTaxInput } from "./income-tax-input";
import type { IncomeTaxResult } from "./income-tax-result";
import { assessProvisionalTax } from "./provisional-tax";
import { provisionalTaxpayerStatus } from "./provisional-taxpayer";
import { ageAssumptions, resolveAge } from "./resolve-age";
import { savingsWithdrawalCost } from "./savings-withdrawal";
import { assessScenarioLumpSums } from "./scenario-lump-sums";
import { settleTax } from "./settle-tax";
import type { TaxYearTable } from "./table-schema";

/**
 * Individual income tax for one year of assessment: gross income → exempt income → deductions
 * (s8(1)(b), s11F, s18A) → taxable capital gain → taxable income → tax → rebates (s6) → medical
 * credits (s6A, s6B) → tax payable, with the full working in `trace`.
 *
 * Rounding: every amount is carried in integer cents and each rate applied is rounded to the cent
 * with the core money rule (applyRate). SARS's own rounding on assessments (cents vs rands) was not
 * researched; results may differ from an ITA34 by a few cents.
 */
export function calculateIncomeTax(
  input: IncomeTaxInput,
  table: TaxYearTable,
  lumpSumTables: readonly LumpSumTable[] = builtInLumpSumTables,
): IncomeTaxResult {
  ensureValidTable(table);
  const parsed = parseIncomeTaxInput(input);
  const age = resolveAge(parsed, table);
  const a = assessIncomeTax(parsed, table, age);
  const withdrawal = savingsWithdrawalCost(parsed, table, age, a.taxPayable);
  const lumpSums = assessScenarioLumpSums(parsed, table, lumpSumTables, age);
  const withheldOnWithdrawal = withdrawal?.withheld ?? 0;
  const settlement = settleTax({ input: parsed, taxPayable: a.taxPayable, withheldOnWithdrawal });
  const provisional =
    parsed.provisional === undefined
      ? null
      : assessProvisionalTax({
          plan: parsed.provisional,
          table,
          age,
          liability: a.taxPayable,
          taxableIncome: a.taxableIncome,
          paye: randsToCents(parsed.payePaid),
          withheldOnWithdrawal,
          provisionalTaxPaid:
            parsed.provisionalTaxPaid === undefined
              ? null
              : randsToCents(parsed.provisionalTaxPaid),
          status: provisionalTaxpayerStatus({
            input: parsed,
            income: a.income,
            taxableIncome: a.taxableIncome,
            threshold: a.rebates.threshold,
          }),
        });
  const r = centsToRands;
  return {
    taxYear: table.taxYear,
    tableId: table.id,
    age,
    ageBand: a.rebates.ageBand,
    grossIncome: r(a.income.grossIncome),
    exemptInterest: r(a.income.exemptInterest),
    exemptDividends: r(a.income.exemptLocalDividends + a.income.exemptForeignDividends),
    exemptIncome: r(a.income.exemptIncome),
    income: r(a.income.income),
    remuneration: r(a.income.remuneration),
    travelDeduction: r(a.travel.amount),
    travelMethod: a.travel.method,
    otherDeductions: r(a.otherDeductions),
    netCapitalGain: r(a.capital.netCapitalGain),
    taxableCapitalGain: r(a.capital.taxableCapitalGain),
    capitalLossCarriedForward: r(a.capital.capitalLossCarriedForward),
    retirementContributionsAvailable: r(a.retirement.available),
    retirementDeductionLimit: r(a.retirement.limit),
    retirementDeduction: r(a.retirement.allowed),
    retirementCarriedForward: r(a.retirement.carriedForward),
    retirementBindingLimit: a.retirement.bindingLimit,
    donationsDeduction: r(a.donations.allowed),
    donationsCarriedForward: r(a.donations.carriedForward),
    assessedLossCarriedForward: r(a.assessedLossCarriedForward),
    taxableIncome: r(a.taxableIncome),
    taxThreshold: r(a.rebates.threshold),
    taxBeforeRebates: r(a.taxBeforeRebates),
    rebates: r(a.rebates.total),
    taxAfterRebates: r(a.taxAfterRebates),
    medicalSchemeFeesCredit: r(a.medicalSchemeFeesCredit),
    additionalMedicalExpensesCredit: r(a.additionalCredit.amount),
    additionalMedicalCreditCase: a.additionalCredit.case,
    medicalCreditsLost: r(a.medicalCreditsLost),
    taxPayable: r(a.taxPayable),
    prepaidTax: r(settlement.prepaidTax),
    balanceDue: r(settlement.balanceDue),
    monthlyTaxPayable: r(a.monthlyTaxPayable),
    marginalRate: a.marginalRate,
    effectiveRate: a.effectiveRate,
    dividendsTaxWithheld: r(a.income.dividendsTaxWithheld),
    estimatedFigures: estimatedFiguresUsed(parsed, table, a.travel.method),
    assumptions: ageAssumptions(parsed, table, age),
    savingsWithdrawal: withdrawal && {
      amount: r(withdrawal.amount),
      fee: r(withdrawal.fee),
      tax: r(withdrawal.tax),
      received: r(withdrawal.received),
    },
    savingsWithdrawalDirective: withdrawal && {
      withheld: r(withdrawal.withheld),
      entered: withdrawal.withheldEntered,
    },
    provisionalTax: provisional,
    lumpSums: lumpSums.results,
    lumpSumTax: r(lumpSums.totalTax),
    warnings: lumpSums.warnings,
    trace: [
      ...a.trace,
      ...(withdrawal?.lines ?? []),
      ...settlement.lines,
      ...lumpSums.lines,
      ...(provisional?.trace ?? []),
    ],
  };
}
