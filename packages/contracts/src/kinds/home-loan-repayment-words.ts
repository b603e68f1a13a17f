import type { KindWords } from "./kind";

export const homeLoanRepaymentWords = {
  kind: "home-loan-repayment",
  path: "home-loan-repayments",
  noun: "home loan repayment calculation",
  label: "Home loan",
  exportFolder: "Home loans",
  spreadsheets: {
    xlsx: "The schedule, monthly and by year, as an Excel workbook",
    csv: "The schedule as CSV (?schedule=yearly for one row a year)",
  },
} as const satisfies KindWords<"home-loan-repayment">;
