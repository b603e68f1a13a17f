import { formatCentsInText, formatDate, formatPercent, formatRate } from "@adviser-desk/format";
import { randsToCents } from "../core/money";
import { TAX_YEAR_2027 } from "../tax/tables/year-2027";
import type { ParsedInvestmentComparisonInput } from "./investment-input-schema";
import type { ComparisonContext } from "./projection";

/** An amount entered in rands, rounded to the cent as the engine uses it. */
const rands = (amount: number) => formatCentsInText(randsToCents(amount));

/** The modelling assumptions behind a comparison, in plain words, for the screen and report. */
export function comparisonAssumptions(
  input: ParsedInvestmentComparisonInput,
  context: ComparisonContext,
): string[] {
  const tax = formatRate(input.marginalTaxRate);
  const kinds = new Set<string>(
    input.options.map((option) => (option.kind === "market" ? option.wrapper : option.kind)),
  );
  const list = [
    "Growth, escalation and inflation rates are effective yearly rates, applied monthly as (1 + rate)^(1/12) − 1. Bond rates are nominal yearly rates compounded monthly, as banks quote them.",
    "Contributions are paid at the start of each month (a lump sum at the very start); escalations step up at the start of each projection year. Amounts are rounded to the cent every month.",
    `Each projection year is treated as a tax year. The marginal tax rate of ${tax}${input.marginalTaxRateSource ? ` (${input.marginalTaxRateSource.charAt(0).toLowerCase()}${input.marginalTaxRateSource.slice(1)})` : ""} applies to every taxable amount for the whole horizon; tax brackets are not re-applied.`,
    `Real values are after-tax exit values deflated by inflation of ${formatPercent(input.inflationPercent)} a year to today's money.`,
    "Ranking is by the after-tax real value at the horizon (1 = best); the difference from the best is this option's value minus the best one's. Options that put in different amounts of money should also be compared on the annualised return.",
    "Annualised return: the IRR of the investor's monthly cash flows (money in when paid, refunds or payouts when received, the after-tax exit value at the horizon), solved by Newton's method within a bisection bracket and annualised as (1 + monthly)^12 − 1.",
  ];
  if (kinds.has("discretionary") || kinds.has("retirement-annuity")) {
    list.push(
      `Discretionary: the income part of growth (its income yield) is taxed yearly and the tax is paid from the investment: local dividends (the part of that yield that is local dividends) at ${formatRate(input.dividendsTaxRate)} dividends tax (exempt from income tax), interest and REIT distributions at ${tax} above the ${rands(input.interestExemptionAvailable)} interest exemption still available (REIT distributions do not qualify for it; enter interest and REITs accordingly); net income reinvested adds to the base cost. At exit, CGT = (value − base cost − ${rands(input.cgt.annualExclusion)} annual exclusion) × ${formatRate(input.cgt.inclusionRate)} inclusion × ${tax}, the whole gain realised in one tax year.`,
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
    );
  }
  if (kinds.has("retirement-annuity")) {
    const ra = input.retirementAnnuity;
    const taxYear = context.raTaxYear;
    const estimate = Boolean(
      taxYear.confidence.brackets?.estimate || taxYear.confidence.rebates?.estimate,
    );
    list.push(
      `Retirement annuity: contributions are deducted at ${tax} up to ${rands(ra.annualDeductionCap)} a year (assumed within ${formatRate(TAX_YEAR_2027.retirement.deductionRate)} of income); the saving arrives at each year end and is reinvested in a discretionary side-pot with the same growth and fees when “Reinvest the tax saving” is ticked, otherwise paid out. Growth in the fund is tax-free. At exit the client takes the maximum cash: one-third (all of it when the fund is at or below the ${rands(ra.deMinimis)} de minimis), taxed on SARS's retirement lump-sum table in force from ${formatDate(context.raLumpSumTableFrom)} with no earlier lump sums (its rand bands are not indexed, so on nominal future values this errs on the cautious side). The rest buys an annuity that is taxed on the income it pays, not on its capital: a year's income is ${formatPercent(ra.annuityDrawdownPercent)} of the annuity (living annuities draw 2,5–17,5\u00a0%) in today's money, taxed as the top slice of ${ra.retirementIncome === undefined ? "a retirement income estimated as this annuity's income alone (enter the client's expected retirement income to change it)" : `the client's estimated retirement income of ${rands(ra.retirementIncome)} a year in today's money`} on the ${taxYear.taxYear} tax tables with the rebates at age ${ra.ageAtRetirement}${estimate ? " (that year's figures include estimates: Budget proposals)" : ""}; every rand of the annuity is eventually paid out as such income, so its tax is the annuity × that year's average rate, assuming a level income in today's money. Two-pot savings withdrawals are not modelled. Funds are normally locked until age 55.`,
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
