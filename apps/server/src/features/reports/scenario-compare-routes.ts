import { DEFAULT_TAX_YEAR } from "@adviser-desk/contracts";
import type { IncomeTaxResult } from "@adviser-desk/finance";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../http/api-route";
import type { SubscriberCaller } from "../../tenancy/caller";
import { scenarioKind } from "../records/kinds/scenario-kind";
import { recordNotFound } from "../records/record-errors";
import { resultOfRow } from "../records/record-json";
import { findRecord } from "../records/record-queries";
import { attachment } from "./report-files";
import type { ReportDeps } from "./report-routes";
import { type ComparedScenario, compareCsv, compareXlsx } from "./sheets/kind-sheets";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const compareQuerySchema = z.object({
  ids: z
    .string({ error: "ids missing" })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        .min(1, { error: "ids missing" })
        .max(10, { error: "compare at most 10 scenarios" }),
    ),
});

/** GET /api/v1/scenarios/compare.{xlsx,csv}?ids=a,b,c: the scenarios side by side. */
export function registerScenarioCompareRoutes(app: FastifyInstance, deps: ReportDeps) {
  async function load({ company }: SubscriberCaller, ids: string[]) {
    const scenarios: ComparedScenario[] = [];
    for (const id of ids) {
      const row = await findRecord(deps.db, { scope: company, id, kind: "scenario" });
      if (!row || row.deletedAt) throw recordNotFound(scenarioKind.noun);
      const computed = await resultOfRow(scenarioKind, deps.tables, row);
      scenarios.push({
        name: row.name,
        taxYear: row.taxYear ?? DEFAULT_TAX_YEAR,
        result: computed.result as IncomeTaxResult,
      });
    }
    return scenarios;
  }
  const common = {
    tags: ["reports"],
    access: "subscriber",
    needs: "company.read",
    query: compareQuerySchema,
    problems: {
      400: { description: "`reports/ids-missing` or more than 10 ids." },
      404: { description: "`records/not-found`: an id is unknown, another company's or deleted." },
    },
  } as const;

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: "/api/v1/scenarios/compare.xlsx",
    operationId: "compareScenariosXlsx",
    summary: "Tax scenarios side by side as an Excel workbook",
    success: { status: 200, description: "The workbook.", mediaType: XLSX },
    handler: async ({ caller, reply, query }) => {
      const scenarios = await load(caller, query.ids);
      reply
        .type(XLSX)
        .header("content-disposition", attachment("Tax scenarios compared.xlsx"))
        .header("cache-control", "private, no-store");
      return compareXlsx("Adviser Desk", scenarios);
    },
  });

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: "/api/v1/scenarios/compare.csv",
    operationId: "compareScenariosCsv",
    summary: "Tax scenarios side by side as CSV",
    success: { status: 200, description: "The CSV.", mediaType: "text/csv" },
    handler: async ({ caller, reply, query }) => {
      const scenarios = await load(caller, query.ids);
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachment("Tax scenarios compared.csv"))
        .header("cache-control", "private, no-store");
      return compareCsv(scenarios);
    },
  });
}
