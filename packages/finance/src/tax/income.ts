import { formatCentsInText, formatRate } from "@adviser-desk/format";
import { applyRate, type Cents, randsToCents, roundCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { TaxYearTable } from "./table-schema";

/**
 * s10B(3): a natural person's foreign dividend (portfolio holding, not already subject to SA
 * dividends tax) is exempt in the ratio 25:45, so its top effective rate is 20% (since 22 Feb 2017).
 * Participation-exemption holdings (≥ 10%) and JSE-listed foreign shares are fully exempt and are
 * not modelled: enter those as local dividends.
 */
const FOREIGN_DIVIDEND_EXEMPT_NUMERATOR = 25;
const FOREIGN_DIVIDEND_EXEMPT_DENOMINATOR = 45;

/** PAYE inclusion of a fixed travel allowance (Fourth Schedule para 1 "remuneration"). */
const TRAVEL_PAYE_INCLUSION = 0.8;
const TRAVEL_PAYE_INCLUSION_MOSTLY_BUSINESS = 0.2;

export interface IncomeAssessment {
  grossIncome: Cents;
  exemptInterest: Cents;
  exemptLocalDividends: Cents;
  exemptForeignDividends: Cents;
  exemptIncome: Cents;
  /** Gross income less exempt income ("income" in s1); negative when losses exceed the rest. */
  income: Cents;
  /** s11F "remuneration": employment income, annuities and the PAYE portion of a travel allowance. */
  remuneration: Cents;
  dividendsTaxWithheld: Cents;
  lines: TraceLine[];
}

export function assessIncome(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  age: number,
): IncomeAssessment {
  const lines: TraceLine[] = [];
  const item = (label: string, cents: Cents, rule: string): Cents => {
    if (cents !== 0) lines.push(traceLine(label, cents, rule));
    return cents;
  };

  const employment =
    item("Salary", randsToCents(input.salary), "Gross income, s1 para (c): services rendered") +
    item("Bonus", randsToCents(input.bonus), "Gross income, s1 para (c)") +
    item("Commission", randsToCents(input.commission), "Gross income, s1 para (c)") +
    item(
      "Taxable fringe benefits",
      randsToCents(input.fringeBenefits),
      "Gross income, s1 para (i); Seventh Schedule",
    );
  const travelAllowance = item(
    "Travel allowance (full amount on assessment)",
    randsToCents(input.travelAllowance),
    "s8(1)(a)(i); the 80\u00a0% / 20\u00a0% inclusion is a PAYE withholding rule only",
  );
  const localInterest = item("Local interest", randsToCents(input.localInterest), "Gross income");
  const foreignInterest = item(
    "Foreign interest",
    randsToCents(input.foreignInterest),
    "Gross income (no s10(1)(i) exemption: not from a South African source)",
  );
  const localDividends = item(
    "Local dividends",
    randsToCents(input.localDividends),
    "Gross income, s1 para (k)",
  );
  const foreignDividends = item(
    "Foreign dividends",
    randsToCents(input.foreignDividends),
    "Gross income, s1 para (k)",
  );
  const rental = item(
    "Net rental income (loss set off)",
    randsToCents(input.netRentalIncome),
    "Gross income less s11(a) expenses; s20A ring-fencing not applied",
  );
  const business = item(
    "Business profit (loss set off)",
    randsToCents(input.businessProfit),
    "Trade income less s11(a) expenses; s20A ring-fencing not applied",
  );
  const annuities = item(
    "Pension and annuity income",
    randsToCents(input.annuityIncome),
    "Gross income, s1 para (a)",
  );
  const other = item("Other income", randsToCents(input.otherIncome), "Gross income");
  const savingsWithdrawal = item(
    "Two-pot savings withdrawal benefit (less the fund's fee)",
    randsToCents(input.savingsWithdrawal - input.savingsWithdrawalFee),
    "Gross income para (eA): taxed at the marginal rate, not on the lump-sum tables; one per tax year",
  );

  const grossIncome =
    employment +
    travelAllowance +
    localInterest +
    foreignInterest +
    localDividends +
    foreignDividends +
    rental +
    business +
    annuities +
    other +
    savingsWithdrawal;
  lines.push(traceLine("Gross income", grossIncome, 's1 "gross income"'));

  const from65 = age >= 65;
  const exemptionCap = randsToCents(
    from65 ? table.interestExemption.from65 : table.interestExemption.under65,
  );
  const exemptInterest = Math.min(localInterest, exemptionCap);
  if (exemptInterest > 0) {
    lines.push(
      traceLine(
        `Less: interest exemption (${from65 ? "65 or older" : "under 65"}, up to ${formatCentsInText(exemptionCap)})`,
        -exemptInterest,
        "s10(1)(i)",
      ),
    );
  }
  if (localDividends > 0) {
    lines.push(traceLine("Less: local dividends exempt", -localDividends, "s10(1)(k)(i)"));
  }
  const exemptForeignDividends = roundCents(
    (foreignDividends * FOREIGN_DIVIDEND_EXEMPT_NUMERATOR) / FOREIGN_DIVIDEND_EXEMPT_DENOMINATOR,
  );
  if (exemptForeignDividends > 0) {
    lines.push(
      traceLine(
        "Less: foreign dividends exempt (25/45 of the dividend)",
        -exemptForeignDividends,
        "s10B(3) ratio for natural persons",
      ),
    );
  }
  const exemptIncome = exemptInterest + localDividends + exemptForeignDividends;
  const income = grossIncome - exemptIncome;
  lines.push(traceLine("Income", income, 's1 "income": gross income less exempt income'));

  const dividendsTaxWithheld = applyRate(localDividends, table.dividendsTaxRate);
  if (dividendsTaxWithheld > 0) {
    lines.push(
      traceLine(
        `Information: dividends tax withheld at source (${formatRate(table.dividendsTaxRate)} of local dividends; not part of normal tax)`,
        dividendsTaxWithheld,
        "s64E",
      ),
    );
  }

  const travelInclusion = input.travelMostlyBusiness
    ? TRAVEL_PAYE_INCLUSION_MOSTLY_BUSINESS
    : TRAVEL_PAYE_INCLUSION;
  const remuneration = employment + annuities + applyRate(travelAllowance, travelInclusion);

  return {
    grossIncome,
    exemptInterest,
    exemptLocalDividends: localDividends,
    exemptForeignDividends,
    exemptIncome,
    income,
    remuneration,
    dividendsTaxWithheld,
    lines,
  };
}
