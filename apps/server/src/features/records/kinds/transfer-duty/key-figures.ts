import type { TransferCostsResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { type KeyFigure, keyFigure } from "../server-kind";

/** The cash needed and the costs; estimates when any cost line is one. */
export function transferKeyFigures(r: TransferCostsResult): KeyFigure[] {
  const estimated = new Set(r.estimates.map((e) => e.line));
  return [
    keyFigure("Cash needed", formatMoney(r.cashNeeded), estimated.size > 0),
    keyFigure("Transfer duty", formatMoney(r.transfer.transferDuty), estimated.has("transferDuty")),
    keyFigure("Transfer and bond costs", formatMoney(r.totalCosts), estimated.size > 0),
  ];
}
