import type { WebKind } from "../web-kind";

/** Investment options compared over the years. */
export const investmentComparisonKind: WebKind<"investment-comparison"> = {
  kind: "investment-comparison",
  noun: "investment comparison",
  plural: "Investment comparisons",
  pluralNoun: "investment comparisons",
  name: {
    field: "description",
    label: "Description",
    placeholder: "e.g. Investment comparison for the Rosebank flat",
  },
  taxYear: null,
  takesValues: true,
  listFacts: () => [],
  screen: () =>
    import("./screens/investment-comparison-screen").then((m) => m.InvestmentComparisonScreen),
  report: { spreadsheetLabel: "Year by year", extraDownloads: [] },
};
