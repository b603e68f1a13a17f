import type { Cents } from "../../core/money";
import type { TraceLine } from "../../core/trace";
import type { InvestmentWarning } from "../investment-types";
import type { MarketOption } from "../option-schemas";
import type { ComparisonContext } from "../projection";

export type Wrapper = MarketOption["wrapper"];

/**
 * A market option's money as the monthly loop moves it, in cents: the fund inside the wrapper,
 * and a discretionary side-pot beside it (a TFSA's excess in a unit trust, an RA's reinvested tax
 * savings) with the same growth and fees, its income taxed yearly and CGT at exit.
 */
export interface MarketFund {
  value: Cents;
  baseCost: Cents;
  sideValue: Cents;
  sideBaseCost: Cents;
  /**
   * Money the client received from the option and spent (an RA's refunds when the client spends
   * them), counted in the option's value at its buying power when received: it grows with
   * inflation, earns nothing and bears no tax.
   */
  cashReceived: Cents;
  /** Tax paid during the term: the wrapper's own and the side-pot's. */
  taxPaid: Cents;
  /** The investor's money put in during the current year, penalties included. */
  paidInThisYear: Cents;
  /**
   * Projection.flows: the money the investor puts in by month (negative). Nothing is paid out
   * before the horizon: what the client receives counts in the value (cashReceived), so the IRR
   * and the ranking see the same money (ADR 007).
   */
  flows: Float64Array;
}

/** A year of the fund inside the wrapper: its growth, and the parts paid as income and dividends. */
export interface MarketYear {
  /** The month index of the year end (year × 12), where year-end cash flows fall. */
  endMonth: number;
  growth: Cents;
  income: Cents;
  dividends: Cents;
  /** The part of the income that is REIT distributions. */
  reits: Cents;
}

/**
 * One tax wrapper's rules around the shared monthly loop (growth, fees, side-pot). Made afresh
 * for each projection, so it may count what its warnings and trace report.
 */
export interface MarketWrapper {
  /**
   * The part of a contribution planned at month `t` of `year` that goes into the wrapper; the rest
   * may go into the side-pot. Absent: all of it.
   */
  pay?(planned: Cents, t: number, year: number, fund: MarketFund): Cents;
  /** The wrapper's tax, penalty or tax saving at a year end. */
  closeYear(year: MarketYear, fund: MarketFund): void;
  /** What the fund inside the wrapper (not the side-pot) leaves if sold at the end of `year`. */
  afterExitTax(fund: MarketFund, year: number): Cents;
  warnings?(optionIndex: number): InvestmentWarning[];
  /** The wrapper's own lines of the term, after the tax paid. */
  termLines?(): TraceLine[];
  /** How the exit at the horizon is taxed, line by line, after the value at the horizon. */
  exitLines?(fund: MarketFund): TraceLine[];
  /** What the working calls the wrapper's own fund at exit ("the TFSA"). */
  exitName: string;
  /** The rule of the wrapper's own exit tax, for the trace. */
  exitRule: string;
  /** What the working calls the side-pot, when the wrapper uses one. */
  sidePotName?: string;
}

export type MarketWrapperRules = (
  option: MarketOption,
  context: ComparisonContext,
) => MarketWrapper;

export function openFund(flows: Float64Array): MarketFund {
  return {
    value: 0,
    baseCost: 0,
    sideValue: 0,
    sideBaseCost: 0,
    cashReceived: 0,
    taxPaid: 0,
    paidInThisYear: 0,
    flows,
  };
}

/** The investor puts `amount` in at month `t`. */
export function payIn(fund: MarketFund, amount: Cents, t: number): void {
  fund.flows[t] = (fund.flows[t] ?? 0) - amount;
  fund.paidInThisYear += amount;
}

export function addToSidePot(fund: MarketFund, amount: Cents): void {
  fund.sideValue += amount;
  fund.sideBaseCost += amount;
}

/** The client receives `amount` and spends it: counted in the value, not invested (cashReceived). */
export function countCashReceived(fund: MarketFund, amount: Cents): void {
  fund.cashReceived += amount;
}
