import { compareInvestments, type InvestmentOptionInput } from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { nominalKey, realKey, valueSeries } from "./compute-comparison";

const unitTrust: InvestmentOptionInput = {
  kind: "market",
  label: "Unit trust",
  monthlyContribution: 1_000,
  incomeYieldPercent: 3,
};
const tfsa: InvestmentOptionInput = {
  kind: "market",
  label: "TFSA",
  wrapper: "tfsa",
  monthlyContribution: 1_000,
};

describe("valueSeries (the chart's data)", () => {
  const result = compareInvestments({ horizonYears: 3, options: [unitTrust, tfsa] });

  it("has each year end's nominal and real value per option, from year 1", () => {
    const series = valueSeries(result);
    expect(series.map((point) => point.year)).toEqual([1, 2, 3]);
    const last = result.options[1]?.years[2];
    expect(series[2]?.[nominalKey(1)]).toBe(last?.value);
    expect(series[2]?.[realKey(1)]).toBe(last?.real);
  });

  it("real values are below nominal ones once inflation has run", () => {
    const year3 = valueSeries(result)[2];
    expect(year3?.[realKey(0)]).toBeLessThan(year3?.[nominalKey(0)] ?? 0);
  });
});
