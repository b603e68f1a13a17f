import { formatAmountInText, formatCentsInText, formatRate } from "@adviser-desk/format";
import { applyRate, type Cents, centsToRands, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import { taxBeforeRebates } from "./brackets";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import { rebatesForAge } from "./rebates";
import type { TaxYearTable } from "./table-schema";

/** Para 20(1): the R1 million line, the 80 % / 90 % tests and the 20 % penalty. */
const HIGH_INCOME_RANDS = 1_000_000;
const HIGH_INCOME_SHARE = 0.8;
const OTHER_SHARE = 0.9;
const PENALTY_RATE = 0.2;

export interface ProvisionalTax {
  /** The year's estimated normal tax after rebates and medical credits (this scenario's). */
  liability: number;
  payeFirstPeriod: number;
  payeYear: number;
  foreignTaxCredits: number;
  /** Due end of August: ½ × liability − first-period PAYE − foreign credits, not below 0. */
  firstPayment: number;
  /** Due end of February: liability − the year's PAYE − first payment − foreign credits, not below 0. */
  secondPayment: number;
  penaltyTest: {
    actualTaxableIncome: number;
    estimate: number;
    basicAmount: number | null;
    rule: "80%" | "90% and basic amount";
    /** null when the basic amount is needed (income ≤ R1m) but not given. */
    underestimated: boolean | null;
    penalty: number | null;
    /** The para 20 rule applied, with the figures. */
    working: string;
  };
  trace: TraceLine[];
}

/**
 * IRP6 payments (Fourth Schedule para 21) and the underestimation penalty test (para 20) for a
 * scenario whose figures are the estimate. The payments use the scenario's normal tax after
 * rebates and s6A/s6B credits, as SARS's own template does; a negative payment is 0 (not a refund:
 * the assessment settles it).
 */
export function assessProvisionalTax(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  age: number,
  liabilityCents: Cents,
  taxableIncomeCents: Cents,
): ProvisionalTax | null {
  const plan = input.provisional;
  if (plan === undefined) return null;
  const payeYear = randsToCents(input.payePaid);
  const payeFirst =
    plan.payeFirstPeriod === undefined
      ? applyRate(payeYear, 0.5)
      : randsToCents(plan.payeFirstPeriod);
  const foreign = randsToCents(plan.foreignTaxCredits);
  const half = applyRate(liabilityCents, 0.5);
  const first = Math.max(0, half - payeFirst - foreign);
  const second = Math.max(0, liabilityCents - payeYear - first - foreign);
  const trace: TraceLine[] = [
    traceLine(
      "Estimated normal tax for the year (after rebates and medical credits)",
      liabilityCents,
      "this scenario's tax payable",
    ),
    traceLine(
      `First payment (end of August): ½ × ${formatAmountInText(liabilityCents)} − PAYE March–August ${formatAmountInText(payeFirst)} − foreign credits ${formatAmountInText(foreign)}, not below 0`,
      first,
      "Fourth Schedule para 21(1)(a)",
    ),
    traceLine(
      `Second payment (end of February): ${formatAmountInText(liabilityCents)} − PAYE for the year ${formatAmountInText(payeYear)} − first payment ${formatAmountInText(first)} − foreign credits ${formatAmountInText(foreign)}, not below 0`,
      second,
      "Fourth Schedule para 21(1)(b)",
    ),
  ];

  const basic = plan.basicAmount === undefined ? null : randsToCents(plan.basicAmount);
  if (basic !== null && taxableIncomeCents < basic) {
    trace.push(
      traceLine(
        `The estimate ${formatAmountInText(taxableIncomeCents)} is below the basic amount ${formatAmountInText(basic)}: SARS must agree to a first-period estimate below it`,
        0,
        "Fourth Schedule para 19(1)(c)",
      ),
    );
  }

  const actual = taxableIncomeCents;
  const estimate =
    plan.secondPeriodEstimate === undefined ? actual : randsToCents(plan.secondPeriodEstimate);
  const paid =
    payeYear +
    (input.provisionalTaxPaid > 0 ? randsToCents(input.provisionalTaxPaid) : first + second);
  const rebates = rebatesForAge(age, table).total;
  const normalTax = (taxable: Cents) => Math.max(0, taxBeforeRebates(table, taxable) - rebates);
  const high = actual > randsToCents(HIGH_INCOME_RANDS);
  let underestimated: boolean | null;
  let base: Cents | null;
  let rule: string;
  if (high) {
    const limit = applyRate(actual, HIGH_INCOME_SHARE);
    underestimated = estimate < limit;
    base = normalTax(limit);
    rule = `Para 20(1)(a), taxable income above ${formatCentsInText(randsToCents(HIGH_INCOME_RANDS))}: penalty if the estimate ${formatAmountInText(estimate)} is below ${formatRate(HIGH_INCOME_SHARE)} of ${formatAmountInText(actual)} = ${formatAmountInText(limit)}; ${formatRate(PENALTY_RATE)} × (tax on ${formatAmountInText(limit)} ${formatCentsInText(base)} − PAYE and provisional tax paid ${formatCentsInText(paid)})`;
  } else {
    const limit = applyRate(actual, OTHER_SHARE);
    if (basic === null) {
      underestimated = null;
      base = null;
      rule = `Para 20(1)(b), taxable income of ${formatCentsInText(randsToCents(HIGH_INCOME_RANDS))} or less: penalty only if the estimate is below ${formatRate(OTHER_SHARE)} of ${formatAmountInText(actual)} = ${formatAmountInText(limit)} AND below the basic amount — give the basic amount to test it`;
    } else {
      underestimated = estimate < limit && estimate < basic;
      base = Math.min(normalTax(limit), normalTax(basic));
      rule = `Para 20(1)(b), taxable income of ${formatCentsInText(randsToCents(HIGH_INCOME_RANDS))} or less: penalty if the estimate ${formatAmountInText(estimate)} is below ${formatRate(OTHER_SHARE)} of ${formatAmountInText(actual)} = ${formatAmountInText(limit)} and below the basic amount ${formatAmountInText(basic)}; ${formatRate(PENALTY_RATE)} × (the lesser of tax on ${formatAmountInText(limit)} and tax on ${formatAmountInText(basic)}: ${formatCentsInText(base)} − paid ${formatCentsInText(paid)})`;
    }
  }
  const penalty =
    underestimated === null || base === null
      ? null
      : underestimated
        ? Math.max(0, applyRate(base - paid, PENALTY_RATE))
        : 0;
  trace.push(
    traceLine(
      underestimated === null
        ? "Underestimation penalty: not tested (basic amount needed)"
        : underestimated
          ? "Underestimation penalty (SARS may remit it if the estimate was seriously calculated, para 20(2))"
          : "Underestimation penalty: none, the estimate passes the test",
      penalty ?? 0,
      rule,
    ),
  );

  return {
    liability: centsToRands(liabilityCents),
    payeFirstPeriod: centsToRands(payeFirst),
    payeYear: centsToRands(payeYear),
    foreignTaxCredits: centsToRands(foreign),
    firstPayment: centsToRands(first),
    secondPayment: centsToRands(second),
    penaltyTest: {
      actualTaxableIncome: centsToRands(actual),
      estimate: centsToRands(estimate),
      basicAmount: basic === null ? null : centsToRands(basic),
      rule: high ? "80%" : "90% and basic amount",
      underestimated,
      penalty: penalty === null ? null : centsToRands(penalty),
      working: rule,
    },
    trace,
  };
}
