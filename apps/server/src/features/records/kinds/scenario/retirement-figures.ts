import type { IncomeTaxResult } from "@adviser-desk/finance";

/** A figure of the scenario's retirement money and provisional tax, present or not. */
export interface RetirementFigure {
  key:
    | "savingsWithdrawal"
    | "savingsWithdrawalTax"
    | "savingsWithdrawalReceived"
    | "lumpSumTax"
    | "lumpSumReceived"
    | "provisionalFirstPayment"
    | "provisionalSecondPayment"
    | "provisionalPenalty";
  label: string;
  value: number;
  present: boolean;
}

/**
 * The two-pot withdrawal, lump sums and IRP6 figures one list feeds to the report lines, the Word
 * placeholders and the spreadsheet rows. Results saved before these were modelled have none.
 */
export function retirementFigures(result: IncomeTaxResult): RetirementFigure[] {
  const withdrawal = result.savingsWithdrawal ?? null;
  const lumpSums = result.lumpSums ?? [];
  const provisional = result.provisionalTax ?? null;
  const received = lumpSums.reduce((sum, l) => sum + Math.round(l.netAmount * 100), 0) / 100;
  return [
    {
      key: "savingsWithdrawal",
      label: "Two-pot savings withdrawal",
      value: withdrawal?.amount ?? 0,
      present: withdrawal !== null,
    },
    {
      key: "savingsWithdrawalTax",
      label: "Tax on the savings withdrawal",
      value: withdrawal?.tax ?? 0,
      present: withdrawal !== null,
    },
    {
      key: "savingsWithdrawalReceived",
      label: "Savings withdrawal received after fee and tax",
      value: withdrawal?.received ?? 0,
      present: withdrawal !== null,
    },
    {
      key: "lumpSumTax",
      label: "Tax on retirement fund lump sums",
      value: result.lumpSumTax ?? 0,
      present: lumpSums.length > 0,
    },
    {
      key: "lumpSumReceived",
      label: "Lump sums received after tax",
      value: received,
      present: lumpSums.length > 0,
    },
    {
      key: "provisionalFirstPayment",
      label: "Provisional tax: first payment (end of August)",
      value: provisional?.firstPayment ?? 0,
      present: provisional !== null,
    },
    {
      key: "provisionalSecondPayment",
      label: "Provisional tax: second payment (end of February)",
      value: provisional?.secondPayment ?? 0,
      present: provisional !== null,
    },
    {
      key: "provisionalPenalty",
      label: "Provisional tax: underestimation penalty",
      value: provisional?.penaltyTest.penalty ?? 0,
      present: provisional !== null && provisional.penaltyTest.penalty !== null,
    },
  ];
}
