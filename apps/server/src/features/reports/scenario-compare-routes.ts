import { DEFAULT_TAX_YEAR, XLSX_MEDIA_TYPE } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import {
  type ComparedScenario,
  compareCsv,
  compareXlsx,
  findRecord,
  recordNotFound,
  resultOfRow,
  scenarioKind,
} from "#server/features/records";
import { defineRoute } from "#server/http/api-route";
import { attachment } from "#server/http/send-file";
import type { SubscriberCaller } from "#server/tenancy/caller";
import type { ReportDeps } from "./report-deps";

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
        result: computed.result,
      });
    }
    return scenarios;
  }
  defineRoute(app, endpoints.compareScenariosXlsx, {
    handler: async ({ caller, reply, query }) => {
      const scenarios = await load(caller, query.ids);
      reply
        .type(XLSX_MEDIA_TYPE)
        .header("content-disposition", attachment("Tax scenarios compared.xlsx"))
        .header("cache-control", "private, no-store");
      return compareXlsx("Adviser Desk", scenarios);
    },
  });

  defineRoute(app, endpoints.compareScenariosCsv, {
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
