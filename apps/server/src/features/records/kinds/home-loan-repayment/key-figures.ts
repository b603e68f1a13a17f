import type { BondResult } from "@adviser-desk/finance";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { type KeyFigure, keyFigure } from "../server-kind";

export function homeLoanKeyFigures(r: BondResult): KeyFigure[] {
  return [
    keyFigure("Monthly instalment", formatMoney(r.instalment)),
    keyFigure("Paid off", formatDate(r.payoffDate)),
    keyFigure("Total interest", formatMoney(r.totalInterest)),
  ];
}
