import { reportRoutes } from "@adviser-desk/contracts/endpoints/report-routes";
import { urlOf } from "@/lib/api";
import type { WebKind } from "../web-kind";

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
    nameMeta: null,
    extraDownloads: [
      {
        label: "CSV, one row a year",
        href: (id) =>
          urlOf(reportRoutes.getHomeLoanRepaymentReportCsv, {
            params: { id },
            query: { schedule: "yearly" },
          }),
      },
    ],
  },
};
