import type { ArgsOf } from "@adviser-desk/contracts/endpoints/catalogue";
import type { WebKind } from "../web-kind";

/** One row a year: the query the CSV endpoint takes (checked against it here). */
const yearly = { schedule: "yearly" } satisfies ArgsOf<"getHomeLoanRepaymentReportCsv">["query"];

/** A home loan's repayments, schedule and solvers. */
export const homeLoanRepaymentKind: WebKind<"home-loan-repayment"> = {
  kind: "home-loan-repayment",
  noun: "home loan calculation",
  plural: "Home loan repayments",
  pluralNoun: "home loan calculations",
  name: {
    field: "description",
    label: "Description",
    placeholder: "e.g. Home loan calculation for the Rosebank flat",
  },
  taxYear: null,
  takesValues: true,
  listFacts: () => [],
  screen: () => import("./screens/home-loan-screen").then((m) => m.HomeLoanScreen),
  report: {
    spreadsheetLabel: "The schedule",
    extraDownloads: [{ label: "CSV, one row a year", format: "csv", query: yearly }],
  },
};
