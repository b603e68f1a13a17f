import { formatCentsInText, formatDate, formatPercent, formatRate } from "@adviser-desk/format";
import { centsToRands, type Rands, randsToCents } from "../core/money";
import type { ParsedInvestmentComparisonInput } from "./investment-input-schema";
import { optionDisplayNames } from "./option-names";
import type { MarketOption } from "./option-schemas";
import type { ComparisonContext } from "./projection";

/** An amount entered in rands, rounded to the cent as the engine uses it. */
const rands = (amount: Rands) => formatCentsInText(randsToCents(amount));

/** The modelling assumptions behind a comparison, in plain words, for the screen and report. */
export function comparisonAssumptions(
  input: ParsedInvestmentComparisonInput,
  context: ComparisonContext,
): string[] {
  const tax = formatRate(input.marginalTaxRate);
  const names = optionDisplayNames(input.options);
  const kinds = new Set<string>(
    input.options.map((option) => (option.kind === "market" ? option.wrapper : option.kind)),
  );
  const list = [
    "Growth, escalation and inflation rates are effective yearly rates, applied monthly as (1 + rate)^(1/12) − 1. Bond rates are nominal yearly rates compounded monthly, as banks quote them.",
    "Contributions are paid at the start of each month (a lump sum at the very start); escalations step up at the start of each projection year. Amounts are rounded to the cent every month.",
    `Each projection year is treated as a tax year. The marginal tax rate of ${tax}${input.marginalTaxRateSource ? ` (${input.marginalTaxRateSource.charAt(0).toLowerCase()}${input.marginalTaxRateSource.slice(1)})` : ""} applies to every taxable amount for the whole horizon; tax brackets are not re-applied.`,
    `Real values are after-tax exit values deflated by inflation of ${formatPercent(input.inflationPercent)} a year to today's money.`,
    "Every option is compared on the money out of the client's own pocket: what the adviser entered for it, and nothing is left out of its value (a retirement annuity's tax refunds are reinvested or, if spent, counted as cash received).",
    "Ranking is by the after-tax real value at the horizon (1 = best); the difference from the best is this option's value minus the best one's. Options that put in the same money at the same times rank in the order of their annualised returns; where the adviser gave them different money, a note says when the two measures differ.",
    "Annualised return: the IRR of the money the client puts in, month by month, and the option's after-tax exit value at the horizon (the same value the ranking uses), solved by Newton's method within a bisection bracket and annualised as (1 + monthly)^12 − 1.",
  ];
  if (kinds.has("discretionary") || kinds.has("retirement-annuity")) {
    list.push(
      `Discretionary: the income part of growth (its income yield) is taxed yearly and the tax is paid from the investment: local dividends (the part of that yield that is local dividends) at ${formatRate(input.dividendsTaxRate)} dividends tax (exempt from income tax, s10(1)(k)); REIT distributions (the part that is REITs) at ${tax} in full, as income: they are neither interest (no s10(1)(i) exemption) nor exempt dividends; interest (the rest) at ${tax} above the ${rands(input.interestExemptionAvailable)} interest exemption still available; net income reinvested adds to the base cost. At exit, CGT = (value − base cost − ${rands(input.cgt.annualExclusion)} annual exclusion) × ${formatRate(input.cgt.inclusionRate)} inclusion × ${tax}, the whole gain realised in one tax year.`,
    );
  }
  if (kinds.has("tfsa")) {
    const tfsaOptions = input.options.filter(
      (option) => option.kind === "market" && option.wrapper === "tfsa",
    );
    const choices = new Set(
      tfsaOptions.map((option) => (option.kind === "market" ? option.tfsaExcessTo : "unit-trust")),
    );
    const excess = [
      choices.has("unit-trust")
        ? "go to a unit trust (discretionary, same growth and fees, taxed as such) so every option invests the same money"
        : "",
      choices.has("penalty")
        ? `are paid into the TFSA anyway and taxed by SARS at ${formatRate(0.4)} of the excess (s12T(7)), the tax paid by the investor at the year end and counted as money put in`
        : "",
      choices.has("not-invested") ? "are not invested (left out of the comparison)" : "",
    ].filter(Boolean);
    list.push(
      `TFSA: no tax on income, gains or withdrawals. Contributions are capped at ${rands(input.tfsa.annualLimit)} a year and ${rands(input.tfsa.lifetimeLimit)} in a lifetime (including prior contributions), held at today's figures; planned contributions above a cap ${excess.join("; or, where the option says so, ")}, as each option chooses.`,
      ...input.options.flatMap((option, index) =>
        option.kind === "market" && option.wrapper === "tfsa"
          ? [tfsaPriorSentence(option, names[index] ?? "", input)]
          : [],
      ),
    );
  }
  if (kinds.has("retirement-annuity")) {
    const ra = input.retirementAnnuity;
    const taxYear = context.raTaxYear;
    const choices = new Set(
      input.options.flatMap((option) =>
        option.kind === "market" && option.wrapper === "retirement-annuity"
          ? [option.taxRefund]
          : [],
      ),
    );
    const refund = [
      choices.has("reinvest")
        ? "The tax refund on each year's deduction arrives at the year end and is reinvested in a unit trust beside the RA (same growth and fees, taxed as discretionary)."
        : "",
      choices.has("spend")
        ? `${choices.has("reinvest") ? "Where the option says the client spends it, the" : "The"} tax refund on each year's deduction is taken as cash at the year end and spent: it is counted in the RA's value as cash received, at its buying power when received (kept level with inflation), untaxed and earning nothing.`
        : "",
    ]
      .filter(Boolean)
      .join(" ");
    const estimate = Boolean(
      taxYear.confidence.brackets?.estimate || taxYear.confidence.rebates?.estimate,
    );
    list.push(
      `Retirement annuity: each year's contributions, plus any carried forward, are deducted at ${tax} up to ${rands(centsToRands(context.raAnnualDeductionCap))} a year: the lesser of the ${rands(ra.annualDeductionCap)} cap and ${context.raIncomeLimit === null ? `${formatRate(taxYear.retirement.deductionRate)} of the greater of remuneration and taxable income (assumed high enough that the cap governs; enter the client's income to apply it)` : `${formatRate(taxYear.retirement.deductionRate)} of the client's ${rands(ra.deductionIncome ?? 0)} remuneration or taxable income`} (s11F(2)); contributions above it are carried forward and deducted in later years (s11F(3)). ${refund} Growth in the fund is tax-free. At exit the client takes the maximum cash: one-third (all of it when the fund is at or below the ${rands(centsToRands(context.raDeMinimis))} de minimis of the lump-sum table in force from ${formatDate(context.raLumpSumTableFrom)}); contributions never deducted are taken off the cash before it is taxed on SARS's retirement lump-sum table from that date (Second Schedule para 5(1)(a)) and the rest of them exempts as much annuity income (s10C); no earlier lump sums (the table's rand bands are not indexed, so on nominal future values this errs on the cautious side). The rest buys an annuity that is taxed on the income it pays, not on its capital: a year's income is ${formatPercent(ra.annuityDrawdownPercent)} of the annuity (living annuities draw 2,5–17,5\u00a0%) in today's money, taxed as the top slice of ${ra.retirementIncome === undefined ? "a retirement income estimated as this annuity's income alone (enter the client's expected retirement income to change it)" : `the client's estimated retirement income of ${rands(ra.retirementIncome)} a year in today's money`} on the ${taxYear.taxYear} tax tables with the rebates at age ${ra.ageAtRetirement}${estimate ? " (that year's figures include estimates: Budget proposals)" : ""}; every rand of the annuity is eventually paid out as such income, so its tax is the annuity × that year's average rate, assuming a level income in today's money. Two-pot savings withdrawals are not modelled. Funds are normally locked until age 55.`,
    );
  }
  if (kinds.has("endowment")) {
    list.push(
      `Endowment: taxed inside the policy every year at ${formatRate(input.endowment.incomeTaxRate)} on the income part of growth and an effective ${formatRate(input.endowment.capitalGainsRate)} on capital growth (insurers provide for CGT on unrealised gains); no further tax at exit. The 5-year restriction period is not modelled.`,
    );
  }
  if (kinds.has("property")) {
    list.push(
      `Buy-to-let: the bond is repaid monthly at a fixed rate (bond engine). Rent escalates yearly (default: inflation); levies, rates, insurance and maintenance escalate with inflation. Yearly rental profit (rent after vacancy − costs − bond interest) is taxed at ${tax}; a loss is set off against other income at ${tax} (s20A ring-fencing is not modelled). Monthly shortfalls are paid by the investor and count as money in; surpluses build a cash reserve that earns the inflation rate. At each year end the exit value assumes a sale at market value (growing at capitalGrowthPercent, default inflation) less agent's commission plus VAT, the outstanding bond and CGT (base cost = price + transfer costs).`,
    );
  }
  if (kinds.has("bond-extra")) {
    list.push(
      "Extra bond payments: the return is the bond rate, tax-free (interest not paid is not taxed). Value = the bond balance without extras − the balance with extras, plus, after the bond is paid off, a pot receiving the freed instalment and the continuing extra and growing at the bond rate, tax-free (optimistic once no debt is left to save interest on).",
    );
  }
  return list;
}

/**
 * What a TFSA option counts as already paid in: the client's contributions so far (lifetime) and
 * in the current tax year, which is the first projection year — said even when none.
 */
function tfsaPriorSentence(
  option: MarketOption,
  label: string,
  input: ParsedInvestmentComparisonInput,
): string {
  const name = label ? `${label}: ` : "";
  const lifetime = option.tfsaPriorContributions;
  const thisYear = option.tfsaPriorThisTaxYear;
  if (lifetime === 0) {
    return `${name}no earlier contributions to tax-free accounts; the full ${rands(input.tfsa.lifetimeLimit)} lifetime and ${rands(input.tfsa.annualLimit)} first-year limits are available.`;
  }
  const room = Math.max(0, input.tfsa.lifetimeLimit - lifetime);
  const yearRoom = Math.max(0, input.tfsa.annualLimit - thisYear);
  return `${name}${rands(lifetime)} already contributed to tax-free accounts, ${rands(thisYear)} of it in the current tax year (the first projection year): ${rands(room)} of the lifetime limit and ${rands(yearRoom)} of the first year's limit remain.`;
}
