import type { ConfidenceLevel, FigureConfidence, TaxBracket } from "../table-schema";

/**
 * Confidence entry for a figure. Tags (from docs/reference/sa-tax-facts.md): S = SARS page,
 * L = Act text, 2 = two or more secondary sources, 1 = one secondary source, R = public repository
 * citing SARS, D = derived from other figures, U = unconfirmed.
 *
 * Our rule for `estimate`: a figure is an estimate when none of its tags is S, L or 2 (so 1, R, U
 * only), and every 2027 figure is an estimate (Budget 2026 proposals; enactment not confirmed).
 * The product shows estimates as such and keeps them editable by an administrator.
 */
export function figure(
  levels: ConfidenceLevel[],
  source: string,
  options: { estimate?: boolean } = {},
): FigureConfidence {
  const firm = levels.some((level) => level === "S" || level === "L" || level === "2");
  return { levels, source, estimate: options.estimate ?? !firm };
}

type BracketRow = readonly [to: number | null, base: number, rate: number];

/** Builds contiguous brackets from SARS rows "up to `to`: base + rate above the previous `to`". */
export function brackets(rows: readonly BracketRow[]): TaxBracket[] {
  let from = 0;
  return rows.map(([to, base, rate]) => {
    const bracket = { from, to, base, rate };
    from = to ?? from;
    return bracket;
  });
}
