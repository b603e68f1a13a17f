import type { InvestmentComparisonResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { type KeyFigure, keyFigure } from "../server-kind";

/** The best option, and what it is worth after tax in today's money at the horizon. */
export function investmentKeyFigures(r: InvestmentComparisonResult): KeyFigure[] {
  const best = r.options.find((option) => option.label === r.bestLabel);
  return [
    keyFigure("Best option", r.bestLabel),
    ...(best
      ? [
          keyFigure(
            `After tax in today's money, in ${r.horizonYears} years`,
            formatMoney(best.summary.finalRealValue),
          ),
        ]
      : []),
  ];
}
