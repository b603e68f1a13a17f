import type { Rands, Rate } from "../core/money";
import type { TraceLine } from "../core/trace";
import type { LumpSumTaxResult } from "../retirement/calculate-lump-sum-tax";
import type { AdditionalCreditCase } from "./medical-credits";
import type { ProvisionalTax } from "./provisional-tax";
import type { AgeBand } from "./rebates";
import type { RetirementLimit } from "./retirement-deduction";
import type { ScenarioWarning } from "./scenario-warning";
import type { TableFigure } from "./table-schema";
import type { TravelMethod } from "./travel-deduction";

/** One person's assessment for one year. Amounts are rands rounded to the cent; rates are fractions. */
export interface IncomeTaxResult {
  taxYear: number;
  /** The identity of the table used (lock it with the record), e.g. "za-tax-2026@2025-03-12". */
  tableId: string;
  /** Age on the last day of the tax year. */
  age: number;
  ageBand: AgeBand;

  grossIncome: Rands;
  exemptInterest: Rands;
  /** Local dividends plus the exempt part of foreign dividends. */
  exemptDividends: Rands;
  exemptIncome: Rands;
  /** Gross income less exempt income. */
  income: Rands;
  /** s11F remuneration (employment income, annuities, PAYE part of a travel allowance). */
  remuneration: Rands;
  travelDeduction: Rands;
  travelMethod: TravelMethod;
  otherDeductions: Rands;

  netCapitalGain: Rands;
  taxableCapitalGain: Rands;
  capitalLossCarriedForward: Rands;

  retirementContributionsAvailable: Rands;
  retirementDeductionLimit: Rands;
  retirementDeduction: Rands;
  retirementCarriedForward: Rands;
  retirementBindingLimit: RetirementLimit;
  donationsDeduction: Rands;
  donationsCarriedForward: Rands;
  assessedLossCarriedForward: Rands;

  taxableIncome: Rands;
  /** Published tax threshold for the age band. */
  taxThreshold: Rands;
  taxBeforeRebates: Rands;
  /** The rebates the person is entitled to (they reduce tax to 0 at most). */
  rebates: Rands;
  taxAfterRebates: Rands;
  /** s6A credit the person is entitled to (before limiting to the tax). */
  medicalSchemeFeesCredit: Rands;
  /** s6B credit the person is entitled to (before limiting to the tax). */
  additionalMedicalExpensesCredit: Rands;
  additionalMedicalCreditCase: AdditionalCreditCase;
  /** Medical credits that exceeded the tax and were lost (they are not refundable). */
  medicalCreditsLost: Rands;
  taxPayable: Rands;
  /** PAYE, tax withheld on a savings withdrawal, and provisional tax paid (0 when not known). */
  prepaidTax: Rands;
  /** Tax payable less prepaid tax; negative means a refund. */
  balanceDue: Rands;
  monthlyTaxPayable: Rands;
  /** Rate of the bracket the taxable income falls in; 0 at or below the tax threshold. */
  marginalRate: Rate;
  /** taxPayable ÷ (gross income + net capital gains), to 4 decimals; 0 when that base is 0. */
  effectiveRate: Rate;
  /** Information only: 20% dividends tax withheld on local dividends (final tax, not normal tax). */
  dividendsTaxWithheld: Rands;
  /** Table figures this result relied on that are marked as estimates (show them as such). */
  estimatedFigures: TableFigure[];
  /**
   * A two-pot savings withdrawal: its cost in tax (with it less without it) and what arrives
   * (after the fee and the tax the fund withheld); null if none.
   */
  savingsWithdrawal: { amount: Rands; fee: Rands; tax: Rands; received: Rands } | null;
  /**
   * The tax the fund withheld on the savings withdrawal under SARS's directive (employees' tax,
   * credited in prepaidTax): as entered, else the withdrawal's own tax; null if no withdrawal.
   */
  savingsWithdrawalDirective: { withheld: Rands; entered: boolean } | null;
  /** Each lump sum of the year on SARS's lump-sum tables (separate from normal tax). */
  lumpSums: LumpSumTaxResult[];
  /** The sum of the lump sums' tax. */
  lumpSumTax: Rands;
  /** IRP6 payments and the underestimation-penalty test; null when not asked for. */
  provisionalTax: ProvisionalTax | null;
  /** What the adviser must see: a lump sum that may be on the wrong table, a table past its dates. */
  warnings: ScenarioWarning[];
  /** Assumptions this result rests on, to state on screen and in the report (e.g. a leap-day birthday). */
  assumptions: string[];
  trace: TraceLine[];
}
