import {
  homeLoanRepaymentResponseSchema,
  idParamsSchema,
  investmentComparisonResponseSchema,
  planTransferInputSchema,
  sourceStatusListSchema,
  transferDutyResponseSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../../http/api-route";
import { homeLoanRepaymentKind } from "../kinds/home-loan-repayment-kind";
import { investmentComparisonKind } from "../kinds/investment-comparison-kind";
import { transferDutyKind } from "../kinds/transfer-duty-kind";
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
  const access = "subscriber" as const;
  const notFound = {
    description: "`records/not-found`: unknown id, another company's, deleted, or its client is.",
  };
  const noValue = {
    description: "`records/source-has-no-value`: the record has nothing to take (e.g. no bond).",
  };

  for (const kind of [transferDutyKind, homeLoanRepaymentKind, investmentComparisonKind]) {
    defineRoute(app, "records", {
      needs: "company.read",
      access,
      tags: [kind.path],
      method: "GET",
      url: `/api/v1/${kind.path}/:id/sources`,
      operationId: `list${kind.singular}Sources`,
      summary: `Where the ${kind.noun}'s taken values come from, and whether their source changed since`,
      params: idParamsSchema,
      success: {
        status: 200,
        description: "One item per taken value.",
        schema: sourceStatusListSchema,
      },
      problems: { 404: notFound },
      handler: ({ caller, params }) =>
        listSourceStatus(deps, {
          scope: caller.company,
          id: params.id,
          kind: kind.kind,
          noun: kind.noun,
        }),
    });
  }

  defineRoute(app, "records", {
    needs: "records.write",
    access,
    tags: ["transfer-duties"],
    method: "POST",
    url: "/api/v1/transfer-duties/:id/home-loan",
    operationId: "planBondFromTransferDuty",
    summary:
      "Plan the bond: a new home loan with the transfer's bond amount, date and rate, linked",
    params: idParamsSchema,
    success: {
      status: 201,
      description: "The new home loan.",
      schema: homeLoanRepaymentResponseSchema,
    },
    problems: { 404: notFound, 409: noValue },
    handler: ({ caller, params }) =>
      planBondFromTransfer(deps, {
        scope: caller.company,
        id: params.id,
        now: new Date(),
      }),
  });

  defineRoute(app, "records", {
    needs: "records.write",
    access,
    tags: ["home-loan-repayments"],
    method: "POST",
    url: "/api/v1/home-loan-repayments/:id/transfer-duty",
    operationId: "planTransferFromHomeLoan",
    summary: "A new transfer-duty calculation whose bond is this loan's amount, linked",
    params: idParamsSchema,
    body: planTransferInputSchema,
    parseBody: parseRecordBody,
    success: {
      status: 201,
      description: "The new transfer-duty calculation.",
      schema: transferDutyResponseSchema,
    },
    problems: { 400: { description: "`records/invalid-transfer-amount`." }, 404: notFound },
    handler: ({ caller, params, body }) =>
      planTransferFromBond(deps, {
        scope: caller.company,
        id: params.id,
        now: new Date(),
        transferAmount: body.transferAmount,
      }),
  });

  defineRoute(app, "records", {
    needs: "records.write",
    access,
    tags: ["scenarios"],
    method: "POST",
    url: "/api/v1/scenarios/:id/investment-comparison",
    operationId: "compareScenarioRetirementTopUp",
    summary: "The scenario's extra RA contribution as a new investment comparison, linked",
    params: idParamsSchema,
    success: {
      status: 201,
      description: "The new investment comparison.",
      schema: investmentComparisonResponseSchema,
    },
    problems: { 404: notFound, 409: noValue },
    handler: ({ caller, params }) =>
      compareRetirementTopUp(deps, {
        scope: caller.company,
        id: params.id,
        now: new Date(),
      }),
  });
}
