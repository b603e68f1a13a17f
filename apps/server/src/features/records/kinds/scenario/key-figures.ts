import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney, formatRate } from "@adviser-desk/format";
import { type KeyFigure, keyFigure } from "../server-kind";

/** The tax result's bottom lines are estimates when any table figure it used is (as in its report). */
export function scenarioKeyFigures(r: IncomeTaxResult): KeyFigure[] {
  const estimate = r.estimatedFigures.length > 0;
  return [
    keyFigure("Tax payable", formatMoney(r.taxPayable), estimate),
    r.balanceDue < 0
      ? keyFigure("Refund due", formatMoney(-r.balanceDue), estimate)
      : keyFigure("Still to pay", formatMoney(r.balanceDue), estimate),
    keyFigure("Marginal rate", formatRate(r.marginalRate)),
    keyFigure("Tax year", String(r.taxYear)),
  ];
}
