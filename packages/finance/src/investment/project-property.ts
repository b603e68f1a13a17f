import { formatCentsInText, formatPercent } from "@adviser-desk/format";
import type { Ledger } from "../bond/amortise";
import { amortiseAtOneRate } from "../bond/loan-totals";
import { centsToRands, randsToCents, roundCents } from "../core/money";
import { traceLine } from "../core/trace";
import type { PropertyOption } from "./option-schemas";
import {
  type ComparisonContext,
  capitalGainsTax,
  emptyProjection,
  escalate,
  monthlyEquivalent,
  type Projection,
} from "./projection";

/**
 * Buy-to-let, month by month. Money in: deposit + transfer costs at the start, then any monthly
 * shortfall (rent collected − costs − bond instalment) and any yearly tax. A surplus stays in a
 * cash reserve that grows at the inflation rate and meets later shortfalls. Each year the rental
 * profit (rent − costs − bond interest) is taxed at the marginal rate; a loss gives a refund at
 * the marginal rate (set off against other income). The value each year is market value − bond
 * balance + reserve; selling that year would also pay agent's commission + VAT and CGT.
 */
export function projectProperty(
  option: PropertyOption,
  context: ComparisonContext,
  optionIndex: number,
): Projection {
  const projection = emptyProjection(context);
  const { flows } = projection;
  const price = randsToCents(option.price);
  const deposit = randsToCents(option.deposit);
  const transferCosts = randsToCents(option.transferCosts ?? 0);
  if (option.transferCosts === undefined) {
    projection.warnings.push({
      code: "transfer-costs-missing",
      optionIndex,
      message: `${option.label}: no transfer costs were given, so ${formatCentsInText(0)} was used; fill them in from the transfer cost calculator.`,
    });
  }
  const loan = price - deposit;
  const ledger: Ledger | null =
    loan > 0
      ? amortiseAtOneRate({
          loan,
          termMonths: option.bondTermMonths,
          annualRatePercent: option.bondRatePercent,
        })
      : null;
  const bondMonths = ledger?.payoffMonths ?? 0;
  const rentEscalation = option.rentEscalationPercent ?? context.inflationPercent;
  const capitalGrowth = option.capitalGrowthPercent ?? context.inflationPercent;
  const growthRate = monthlyEquivalent(capitalGrowth);
  const reserveRate = monthlyEquivalent(context.inflationPercent);
  const rent = randsToCents(option.monthlyRent);
  const fixedCosts = randsToCents(
    option.monthlyLevies +
      option.monthlyRates +
      option.monthlyInsurance +
      option.monthlyMaintenance,
  );
  const commissionRate = (option.agentCommissionPercent / 100) * (1 + option.vatPercent / 100);
  const baseCost = price + transferCosts;

  const outlay = deposit + transferCosts;
  flows[0] = -outlay;
  let contributed = outlay;
  let marketValue = price;
  let reserve = 0;
  let totalRent = 0;
  let totalCosts = 0;
  let totalInterest = 0;
  let totalRentalTax = 0;

  for (let year = 1; year <= context.horizonYears; year++) {
    const yearRent = escalate(rent, rentEscalation, year - 1);
    const collected = yearRent - roundCents((yearRent * option.vacancyPercent) / 100);
    const costs =
      escalate(fixedCosts, context.inflationPercent, year - 1) +
      roundCents((collected * option.managementFeePercent) / 100);
    let yearProfit = 0;

    for (let month = 1; month <= 12; month++) {
      const t = (year - 1) * 12 + month;
      const k = t - 1;
      const inBond = ledger !== null && k < bondMonths;
      const interest = inBond ? (ledger.interest[k] ?? 0) : 0;
      const instalment = inBond ? (ledger.instalment[k] ?? 0) : 0;
      reserve += roundCents(reserve * reserveRate) + collected - costs - instalment;
      if (reserve < 0) {
        contributed -= reserve;
        flows[t] = (flows[t] ?? 0) + reserve;
        reserve = 0;
      }
      yearProfit += collected - costs - interest;
      totalInterest += interest;
      marketValue += roundCents(marketValue * growthRate);
    }
    totalRent += 12 * collected;
    totalCosts += 12 * costs;

    const rentalTax = roundCents(yearProfit * context.marginalTaxRate);
    totalRentalTax += rentalTax;
    reserve -= rentalTax;
    if (reserve < 0) {
      const t = year * 12;
      contributed -= reserve;
      flows[t] = (flows[t] ?? 0) + reserve;
      reserve = 0;
    }

    const k = year * 12 - 1;
    const bondBalance = ledger !== null && k < bondMonths ? (ledger.closing[k] ?? 0) : 0;
    const commission = roundCents(marketValue * commissionRate);
    const cgt = capitalGainsTax(marketValue - commission - baseCost, context);
    const i = year - 1;
    projection.contributed[i] = contributed;
    projection.value[i] = marketValue - bondBalance + reserve;
    projection.afterTax[i] = marketValue - bondBalance + reserve - commission - cgt;
  }

  const last = context.horizonYears - 1;
  const finalCommission = roundCents(marketValue * commissionRate);
  projection.trace.push(
    traceLine("Deposit + transfer costs", outlay),
    traceLine(
      `Bond of ${formatCentsInText(loan)} at ${formatPercent(option.bondRatePercent)} over ${option.bondTermMonths} months: instalment`,
      ledger?.initialInstalment ?? 0,
    ),
    traceLine("Rent collected (after vacancy)", totalRent),
    traceLine("Running costs (levies, rates, insurance, maintenance, letting)", totalCosts),
    traceLine("Bond interest deducted", totalInterest),
    traceLine(
      "Tax on rental profit (negative: refunds on losses)",
      totalRentalTax,
      "(rent − costs − interest) × marginal rate, yearly",
    ),
    traceLine("Own money in (deposit, transfer costs, shortfalls)", contributed),
    traceLine(`Market value at ${formatPercent(capitalGrowth)} a year`, marketValue),
    traceLine(
      `Agent's commission ${formatPercent(option.agentCommissionPercent)} + VAT ${formatPercent(option.vatPercent)}`,
      finalCommission,
    ),
    {
      label: "CGT on sale",
      amount: centsToRands(
        (projection.value[last] ?? 0) - (projection.afterTax[last] ?? 0) - finalCommission,
      ),
      rule: "(price − commission − (purchase price + transfer costs) − annual exclusion) × inclusion × marginal rate",
    },
    traceLine("Cash reserve at the horizon", reserve),
  );
  return projection;
}
