import { KIND_WORDS } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import {
  sourcesRouteName,
  TAKING_KINDS,
} from "@adviser-desk/contracts/endpoints/record-source-routes";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "#server/http/api-route";
import { parseRecordBody } from "../parse-record-body";
import type { RecordDeps } from "../record-deps";
import { compareRetirementTopUp } from "./compare-retirement-top-up";
import { planBondFromTransfer } from "./plan-bond";
import { planTransferFromBond } from "./plan-transfer";
import { listSourceStatus } from "./source-status";

/**
 * Values one record takes from another (ADR 026): where each taken value stands now, and the
 * three actions that start a record from another. Every route takes the company from the caller.
 */
export function registerSourceRoutes(app: FastifyInstance, deps: RecordDeps) {
  for (const taking of TAKING_KINDS) {
    defineRoute(app, endpoints[sourcesRouteName(taking)], {
      handler: ({ caller, params }) =>
        listSourceStatus(deps, {
          scope: caller.company,
          id: params.id,
          kind: taking,
          noun: KIND_WORDS[taking].noun,
        }),
    });
  }

  defineRoute(app, endpoints.planBondFromTransferDuty, {
    handler: ({ caller, params }) =>
      planBondFromTransfer(deps, { scope: caller.company, id: params.id, now: new Date() }),
  });

  defineRoute(app, endpoints.planTransferFromHomeLoan, {
    parseBody: parseRecordBody,
    handler: ({ caller, params, body }) =>
      planTransferFromBond(deps, {
        scope: caller.company,
        id: params.id,
        now: new Date(),
        transferAmount: body.transferAmount,
      }),
  });

  defineRoute(app, endpoints.compareScenarioRetirementTopUp, {
    handler: ({ caller, params }) =>
      compareRetirementTopUp(deps, { scope: caller.company, id: params.id, now: new Date() }),
  });
}
