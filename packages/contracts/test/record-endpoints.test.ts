import { describe, expect, it } from "vitest";
import { investmentComparisonResponseSchema, updateTransferDutyInputSchema } from "../src";
import { endpoints } from "../src/endpoints/catalogue";
import { recordRoute, recordRoutes } from "../src/endpoints/record-routes";
import { recordSourceRoutes, sourcesRoute } from "../src/endpoints/record-source-routes";
import { reportRoute, reportRoutes } from "../src/endpoints/report-routes";
import type { Route } from "../src/endpoints/route";

const route = (name: string) => {
  const { method, path, access, needs }: Route = endpoints[name as keyof typeof endpoints];
  return `${method} ${path} ${access} ${needs ?? "-"}`;
};

describe("the records' endpoints, built from the kinds", () => {
  it("names and places the nine actions of each kind as the API always has", () => {
    expect(
      ["listTransferDuties", "createTransferDuty", "getTransferDuty", "updateTransferDuty"].map(
        route,
      ),
    ).toEqual([
      "GET /api/v1/clients/:clientId/transfer-duties subscriber company.read",
      "POST /api/v1/transfer-duties subscriber records.write",
      "GET /api/v1/transfer-duties/:id subscriber company.read",
      "PUT /api/v1/transfer-duties/:id subscriber records.write",
    ]);
    expect(
      ["deleteScenario", "copyScenario", "lockScenario", "unlockScenario", "restoreScenario"].map(
        route,
      ),
    ).toEqual([
      "DELETE /api/v1/scenarios/:id subscriber records.delete",
      "POST /api/v1/scenarios/:id/copy subscriber records.write",
      "POST /api/v1/scenarios/:id/lock subscriber records.lock",
      "POST /api/v1/scenarios/:id/unlock subscriber records.lock",
      "POST /api/v1/scenarios/:id/restore subscriber records.write",
    ]);
    expect(Object.keys(recordRoutes)).toEqual(
      expect.arrayContaining([
        "listHomeLoanRepayments",
        "getHomeLoanRepayment",
        "listInvestmentComparisons",
        "restoreInvestmentComparison",
      ]),
    );
    // Nine actions for four kinds; the sources of the four kinds (a scenario takes from the
    // client's profile) and the three "start from" actions.
    expect(Object.keys(recordRoutes)).toHaveLength(9 * 4);
    expect(Object.keys(recordSourceRoutes)).toHaveLength(4 + 3);
  });

  it("finds an action's endpoint by kind, for screens that serve every kind", () => {
    expect(recordRoute("home-loan-repayment", "lock").name).toBe("lockHomeLoanRepayment");
    expect(recordRoute("scenario", "list").name).toBe("listScenarios");
    expect(sourcesRoute("investment-comparison").path).toBe(
      "/api/v1/investment-comparisons/:id/sources",
    );
  });

  it("uses the kind's own schemas, and a start-from action answers the new record's kind", () => {
    expect(endpoints.updateTransferDuty.body).toBe(updateTransferDutyInputSchema);
    expect(endpoints.compareScenarioRetirementTopUp.response.schema).toBe(
      investmentComparisonResponseSchema,
    );
    expect(
      [
        "planBondFromTransferDuty",
        "planTransferFromHomeLoan",
        "compareScenarioRetirementTopUp",
      ].map(route),
    ).toEqual([
      "POST /api/v1/transfer-duties/:id/home-loan subscriber records.write",
      "POST /api/v1/home-loan-repayments/:id/transfer-duty subscriber records.write",
      "POST /api/v1/scenarios/:id/investment-comparison subscriber records.write",
    ]);
  });
});

describe("the reports' endpoints", () => {
  it("has each kind's report and files, spreadsheets for every kind", () => {
    expect(reportRoute("scenario", "").path).toBe("/api/v1/scenarios/:id/report");
    expect(reportRoute("home-loan-repayment", "csv").path).toBe(
      "/api/v1/home-loan-repayments/:id/report.csv",
    );
    expect(reportRoute("transfer-duty", "pdf").name).toBe("getTransferDutyReportPdf");
    expect(Object.keys(reportRoutes)).toContain("getTransferDutyReportXlsx");
    expect(Object.keys(reportRoutes)).toContain("getTransferDutyReportCsv");
    // Five formats for the four kinds; two comparisons, four templates.
    expect(Object.keys(reportRoutes)).toHaveLength(5 * 4 + 2 + 4);
  });
});
