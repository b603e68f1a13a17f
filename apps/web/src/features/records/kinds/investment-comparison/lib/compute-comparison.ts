import type { InvestmentComparisonResult } from "@adviser-desk/finance";

/** The chart's series keys of option `index`. */
export const nominalKey = (index: number) => `nominal${index}`;
export const realKey = (index: number) => `real${index}`;

export type ValuePoint = { year: number } & Record<string, number>;

/**
 * One point per year end (1 … horizon) with each option's nominal value and its after-tax value
 * in today's money, keyed by nominalKey / realKey. There is no year 0: the engine reports
 * year-end values, and a deposit or lump sum would make "0 today" misleading.
 */
export function valueSeries(result: Pick<InvestmentComparisonResult, "options">): ValuePoint[] {
  const years = Math.max(0, ...result.options.map((option) => option.years.length));
  const points: ValuePoint[] = [];
  for (let year = 1; year <= years; year++) {
    const point: ValuePoint = { year };
    result.options.forEach((option, index) => {
      const row = option.years[year - 1];
      point[nominalKey(index)] = row?.value ?? 0;
      point[realKey(index)] = row?.real ?? 0;
    });
    points.push(point);
  }
  return points;
}
