import { formatCentsInText, formatRate } from "@adviser-desk/format";
import {
  applyRate,
  type Cents,
  centsToRands,
  inRands,
  type Rands,
  randsToCents,
} from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import { type BasicAmount, basicAmountFor } from "./basic-amount";
import { taxBeforeRebates } from "./brackets";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { ProvisionalTaxpayerStatus } from "./provisional-taxpayer";
import { rebatesForAge } from "./rebates";
import type { TaxYearTable } from "./table-schema";

/** Para 20(1): the R1 million line, the 80 % / 90 % tests and the 20 % penalty. */
const HIGH_INCOME_RANDS = 1_000_000;
const HIGH_INCOME_SHARE = 0.8;
const OTHER_SHARE = 0.9;
const PENALTY_RATE = 0.2;

type ProvisionalPlan = NonNullable<ParsedIncomeTaxInput["provisional"]>;

export interface ProvisionalTaxOptions {
  plan: ProvisionalPlan;
  table: TaxYearTable;
  age: number;
  /** The year's estimated normal tax after rebates and medical credits (the scenario's). */
  liability: Cents;
  taxableIncome: Cents;
  /** PAYE withheld in the year, as entered. */
  paye: Cents;
  /** Tax the fund withheld on a two-pot savings withdrawal (employees' tax under a directive). */
  withheldOnWithdrawal: Cents;
  /** Provisional tax paid for the year; null = not known (0 = nothing paid). */
  provisionalTaxPaid: Cents | null;
  status: ProvisionalTaxpayerStatus;
}

export interface ProvisionalPenaltyTest {
  actualTaxableIncome: Rands;
  estimate: Rands;
  basicAmount: Rands | null;
  rule: "80%" | "90% and basic amount";
  /** null when the basic amount is needed (income ≤ R1m) but not given. */
  underestimated: boolean | null;
  penalty: Rands | null;
  /** What "paid" is: the provisional tax entered as paid, or the payments as worked out. */
  paidBasis: "entered" | "as planned";
  /** The para 20 rule applied, with the figures. */
  working: string;
}

export interface ProvisionalTax {
  /** Whether the person is a provisional taxpayer at all, and why (para 1). */
  status: ProvisionalTaxpayerStatus;
  liability: Rands;
  payeFirstPeriod: Rands;
  /** Employees' tax for the year: PAYE plus tax withheld on a savings withdrawal. */
  payeYear: Rands;
  foreignTaxCredits: Rands;
  /** Due end of August: ½ × liability − first-period PAYE − foreign credits, not below 0. */
  firstPayment: Rands;
  /** The first payment actually made; null = not known (the second payment assumes firstPayment). */
  firstPaymentMade: Rands | null;
  /** Due end of February: liability − the year's PAYE − the first payment made − foreign credits. */
  secondPayment: Rands;
  /** The basic amount as it counts for the second-period estimate (with any 8 % uplift). */
  basicAmount: { assessed: number; year: number; upliftYears: number; amount: Rands } | null;
  /** Balance on assessment if no provisional tax is paid (or the provisional tax entered as paid). */
  balanceIfNonePaid: Rands;
  /** Balance on assessment if the first payment made (or worked out) and the second are paid. */
  balanceIfPaidAsPlanned: Rands;
  /** null when the person is not a provisional taxpayer. */
  penaltyTest: ProvisionalPenaltyTest | null;
  trace: TraceLine[];
}

/**
 * IRP6 payments (Fourth Schedule para 21) and the underestimation penalty test (para 20) for a
 * scenario whose figures are the estimate. The payments use the scenario's normal tax after
 * rebates and s6A/s6B credits, as SARS's own template does; a negative payment is 0 (not a refund:
 * the assessment settles it). The second payment deducts the first payment ACTUALLY made when the
 * adviser knows it. A person who is not a provisional taxpayer gets no payments, only the reason
 * (docs/reference/retirement-and-provisional-tax.md §5.2, §5.3 and §8.2).
 */
export function assessProvisionalTax(options: ProvisionalTaxOptions): ProvisionalTax {
  const { plan, table, status } = options;
  const liability = options.liability;
  const payeEntered = options.paye;
  const payeYear = payeEntered + options.withheldOnWithdrawal;
  const payeFirst =
    plan.payeFirstPeriod === undefined
      ? applyRate(payeEntered, 0.5)
      : randsToCents(plan.payeFirstPeriod);
  const foreign = randsToCents(plan.foreignTaxCredits);
  const balanceIfNonePaid = liability - payeYear - (options.provisionalTaxPaid ?? 0);
  const trace: TraceLine[] = [traceLine(status.reason, 0, status.rule)];
  const basicAt = (estimateDate: string) =>
    plan.basicAmount === undefined
      ? null
      : basicAmountFor({
          assessed: randsToCents(plan.basicAmount),
          assessedYear: plan.basicAmountYear ?? table.taxYear - 1,
          taxYear: table.taxYear,
          estimateDate,
          path: "provisional.basicAmountYear",
        });
  const firstBasic = basicAt(`${table.taxYear - 1}-08-31`);
  const secondBasic = basicAt(table.periodEnd);
  if (!status.provisional) {
    return {
      status,
      ...inRands({ liability, payeFirstPeriod: payeFirst, payeYear, foreignTaxCredits: foreign }),
      firstPayment: 0,
      firstPaymentMade: plan.firstPaymentMade ?? null,
      secondPayment: 0,
      basicAmount: basicSummary(secondBasic),
      ...inRands({ balanceIfNonePaid, balanceIfPaidAsPlanned: balanceIfNonePaid }),
      penaltyTest: null,
      trace,
    };
  }

  const half = applyRate(liability, 0.5);
  const first = Math.max(0, half - payeFirst - foreign);
  const made = plan.firstPaymentMade === undefined ? null : randsToCents(plan.firstPaymentMade);
  const firstCounted = made ?? first;
  const second = Math.max(0, liability - payeYear - firstCounted - foreign);
  const payeWords =
    options.withheldOnWithdrawal > 0
      ? `employees' tax for the year ${formatCentsInText(payeYear)} (PAYE ${formatCentsInText(payeEntered)} + ${formatCentsInText(options.withheldOnWithdrawal)} withheld on the savings withdrawal)`
      : `PAYE for the year ${formatCentsInText(payeYear)}`;
  trace.push(
    traceLine(
      "Estimated normal tax for the year (after rebates and medical credits)",
      liability,
      "this scenario's tax payable",
    ),
    traceLine(
      `First payment (end of August): ½ × ${formatCentsInText(liability)} − PAYE March–August ${formatCentsInText(payeFirst)} − foreign credits ${formatCentsInText(foreign)}, not below 0`,
      first,
      "Fourth Schedule para 21(1)(a)",
    ),
    traceLine(
      made === null
        ? "First payment made: not known (the second payment assumes it is paid as worked out)"
        : `First payment made${made === 0 ? ": nothing was paid" : ""}`,
      firstCounted,
      "as entered by the adviser",
    ),
    traceLine(
      `Second payment (end of February): ${formatCentsInText(liability)} − ${payeWords} − first payment ${made === null ? "worked out" : "made"} ${formatCentsInText(firstCounted)} − foreign credits ${formatCentsInText(foreign)}, not below 0`,
      second,
      "Fourth Schedule para 21(1)(b)",
    ),
  );

  if (firstBasic !== null) {
    trace.push(firstBasic.line);
    if (options.taxableIncome < firstBasic.amount) {
      trace.push(
        traceLine(
          `The estimate ${formatCentsInText(options.taxableIncome)} is below the basic amount ${formatCentsInText(firstBasic.amount)}: SARS must agree to a first-period estimate below it`,
          0,
          "Fourth Schedule para 19(1)(c)",
        ),
      );
    }
    if (secondBasic !== null && secondBasic.amount !== firstBasic.amount)
      trace.push(secondBasic.line);
  }

  const planned = firstCounted + second;
  const penaltyTest = underestimationTest({
    options,
    basic: secondBasic?.amount ?? null,
    paid: payeYear + (options.provisionalTaxPaid ?? planned),
    paidBasis: options.provisionalTaxPaid === null ? "as planned" : "entered",
  });
  trace.push(
    traceLine(
      penaltyTest.underestimated === null
        ? "Underestimation penalty: not tested (basic amount needed)"
        : penaltyTest.underestimated
          ? "Underestimation penalty (SARS may remit it if the estimate was seriously calculated, para 20(2))"
          : "Underestimation penalty: none, the estimate passes the test",
      randsToCents(penaltyTest.penalty ?? 0),
      penaltyTest.working,
    ),
  );

  return {
    status,
    ...inRands({
      liability,
      payeFirstPeriod: payeFirst,
      payeYear,
      foreignTaxCredits: foreign,
      firstPayment: first,
      firstPaymentMade: made,
      secondPayment: second,
    }),
    basicAmount: basicSummary(secondBasic),
    ...inRands({
      balanceIfNonePaid,
      balanceIfPaidAsPlanned:
        options.provisionalTaxPaid === null ? balanceIfNonePaid - planned : balanceIfNonePaid,
    }),
    penaltyTest,
    trace,
  };
}

function basicSummary(basic: BasicAmount | null): ProvisionalTax["basicAmount"] {
  return (
    basic && {
      assessed: centsToRands(basic.assessed),
      year: basic.assessedYear,
      upliftYears: basic.upliftYears,
      amount: centsToRands(basic.amount),
    }
  );
}

/**
 * Para 20(1): above R1m, a second-period estimate below 80 % of the actual taxable income; at or
 * below R1m, below 90 % of it AND below the basic amount. Penalty 20 % × (normal tax on 80 % of
 * actual, or the lesser of the tax on 90 % of actual and on the basic amount, − the employees' tax
 * and provisional tax paid by the year end).
 */
function underestimationTest(args: {
  options: ProvisionalTaxOptions;
  basic: Cents | null;
  paid: Cents;
  paidBasis: ProvisionalPenaltyTest["paidBasis"];
}): ProvisionalPenaltyTest {
  const { options, basic, paid, paidBasis } = args;
  const { plan, table, age } = options;
  const actual = options.taxableIncome;
  const estimate =
    plan.secondPeriodEstimate === undefined ? actual : randsToCents(plan.secondPeriodEstimate);
  const rebates = rebatesForAge(age, table).total;
  const normalTax = (taxable: Cents) => Math.max(0, taxBeforeRebates(table, taxable) - rebates);
  const paidWords = `${paidBasis === "entered" ? "PAYE and provisional tax paid" : "PAYE and provisional tax if paid as planned"} ${formatCentsInText(paid)}`;
  const high = actual > randsToCents(HIGH_INCOME_RANDS);
  let underestimated: boolean | null;
  let base: Cents | null;
  let working: string;
  if (high) {
    const limit = applyRate(actual, HIGH_INCOME_SHARE);
    underestimated = estimate < limit;
    base = normalTax(limit);
    working = `Para 20(1)(a), taxable income above ${formatCentsInText(randsToCents(HIGH_INCOME_RANDS))}: penalty if the estimate ${formatCentsInText(estimate)} is below ${formatRate(HIGH_INCOME_SHARE)} of ${formatCentsInText(actual)} = ${formatCentsInText(limit)}; ${formatRate(PENALTY_RATE)} × (tax on ${formatCentsInText(limit)} ${formatCentsInText(base)} − ${paidWords})`;
  } else {
    const limit = applyRate(actual, OTHER_SHARE);
    if (basic === null) {
      underestimated = null;
      base = null;
      working = `Para 20(1)(b), taxable income of ${formatCentsInText(randsToCents(HIGH_INCOME_RANDS))} or less: penalty only if the estimate is below ${formatRate(OTHER_SHARE)} of ${formatCentsInText(actual)} = ${formatCentsInText(limit)} AND below the basic amount — give the basic amount to test it`;
    } else {
      underestimated = estimate < limit && estimate < basic;
      base = Math.min(normalTax(limit), normalTax(basic));
      working = `Para 20(1)(b), taxable income of ${formatCentsInText(randsToCents(HIGH_INCOME_RANDS))} or less: penalty if the estimate ${formatCentsInText(estimate)} is below ${formatRate(OTHER_SHARE)} of ${formatCentsInText(actual)} = ${formatCentsInText(limit)} and below the basic amount ${formatCentsInText(basic)}; ${formatRate(PENALTY_RATE)} × (the lesser of tax on ${formatCentsInText(limit)} and tax on ${formatCentsInText(basic)}: ${formatCentsInText(base)} − ${paidWords})`;
    }
  }
  const penalty =
    underestimated === null || base === null
      ? null
      : underestimated
        ? Math.max(0, applyRate(base - paid, PENALTY_RATE))
        : 0;
  return {
    ...inRands({ actualTaxableIncome: actual, estimate, basicAmount: basic }),
    rule: high ? "80%" : "90% and basic amount",
    underestimated,
    ...inRands({ penalty }),
    paidBasis,
    working,
  };
}
