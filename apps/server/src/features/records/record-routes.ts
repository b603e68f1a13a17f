import {
  clientIdParamsSchema,
  idParamsSchema,
  listRecordsQuerySchema,
  recordLockInputSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/api-route";
import { copyRecord } from "./copy-record";
import { createRecord } from "./create-record";
import { deleteRecord } from "./delete-record";
import { getRecord } from "./get-record";
import { homeLoanRepaymentKind } from "./kinds/home-loan-repayment-kind";
import { investmentComparisonKind } from "./kinds/investment-comparison-kind";
import { scenarioKind } from "./kinds/scenario-kind";
import { transferDutyKind } from "./kinds/transfer-duty-kind";
import { listClientRecords } from "./list-client-records";
import { lockRecord } from "./lock-record";
import { parseRecordBody } from "./parse-record-body";
import type { RecordDeps } from "./record-deps";
import type { RecordKindDefinition } from "./record-kind";
import { restoreRecord } from "./restore-record";
import { registerSourceRoutes } from "./sources/source-routes";
import { unlockRecord } from "./unlock-record";
import { updateRecord } from "./update-record";

/** The eleven routes of one kind of record. Every one takes the company id from the caller. */
function registerKindRoutes<N extends object, In, S extends In, R>(
  app: FastifyInstance,
  deps: RecordDeps,
  kind: RecordKindDefinition<N, In, S, R>,
) {
  const base = `/api/v1/${kind.path}`;
  const common = { tags: [kind.path], access: "subscriber" } as const;
  const notFound = {
    description: "`records/not-found`: unknown id, another company's, or its client is deleted.",
  };
  const conflict = {
    description:
      "`records/version-conflict` (with `current`: the record now), `records/locked` or `records/deleted`.",
    schema: kind.conflictSchema,
  };
  const invalid = {
    description:
      "Invalid body: `records/<message>` for a missing name, `records/invalid-<field>` for an input (errors name each field, e.g. inputs.salary).",
  };
  const one = {
    status: 200,
    description: `The ${kind.noun}.`,
    schema: kind.responseSchema,
  } as const;

  defineRoute(app, "records", {
    ...common,
    method: "GET",
    url: `/api/v1/clients/:clientId/${kind.path}`,
    operationId: `list${kind.plural}`,
    needs: "company.read",
    summary: `A client's ${kind.noun}s, newest first (deleted ones left out unless deleted=true)`,
    params: clientIdParamsSchema,
    query: listRecordsQuerySchema,
    success: { status: 200, description: "The list.", schema: kind.listSchema },
    problems: {
      400: { description: "A bad query parameter." },
      404: { description: "`clients/not-found`." },
    },
    handler: async ({ caller, params, query }) =>
      listClientRecords(deps.db, kind, {
        scope: caller.company,
        clientId: params.clientId,
        ...query,
      }),
  });

  defineRoute(app, "records", {
    ...common,
    method: "POST",
    url: base,
    operationId: `create${kind.singular}`,
    needs: "records.write",
    summary: `Create a ${kind.noun} (without inputs: the defaults of "New")`,
    body: kind.createSchema,
    parseBody: parseRecordBody,
    success: { ...one, status: 201, description: `The new ${kind.noun}, with its id.` },
    problems: { 400: invalid, 404: { description: "`clients/not-found`: the clientId." } },
    handler: async ({ caller, body }) =>
      createRecord(deps, kind, { scope: caller.company, body, now: new Date() }),
  });

  defineRoute(app, "records", {
    ...common,
    method: "GET",
    url: `${base}/:id`,
    operationId: `get${kind.singular}`,
    needs: "company.read",
    summary: `A ${kind.noun} with its result (a locked one: its snapshot)`,
    params: idParamsSchema,
    success: one,
    problems: { 404: notFound },
    handler: async ({ caller, params }) =>
      getRecord(deps, kind, { scope: caller.company, id: params.id }),
  });

  defineRoute(app, "records", {
    ...common,
    method: "PUT",
    url: `${base}/:id`,
    operationId: `update${kind.singular}`,
    needs: "records.write",
    summary: `Save a ${kind.noun}: name and inputs, with the version last read`,
    params: idParamsSchema,
    body: kind.updateSchema,
    parseBody: parseRecordBody,
    success: one,
    problems: { 400: invalid, 404: notFound, 409: conflict },
    handler: async ({ caller, params, body }) =>
      updateRecord(deps, kind, { scope: caller.company, id: params.id, body }),
  });

  defineRoute(app, "records", {
    ...common,
    method: "DELETE",
    url: `${base}/:id`,
    operationId: `delete${kind.singular}`,
    needs: "records.delete",
    summary: `Delete a ${kind.noun} (soft: restorable for 30 days; unlock a locked one first)`,
    params: idParamsSchema,
    success: { status: 204, description: "Deleted." },
    problems: { 404: notFound, 409: { description: "`records/locked`." } },
    handler: async ({ caller, params }) =>
      deleteRecord(deps, kind, { scope: caller.company, id: params.id }),
  });

  defineRoute(app, "records", {
    ...common,
    method: "POST",
    url: `${base}/:id/copy`,
    operationId: `copy${kind.singular}`,
    needs: "records.write",
    summary: `Copy a ${kind.noun}: unlocked, created now, same client, name + " (COPY)"`,
    params: idParamsSchema,
    success: { ...one, status: 201, description: "The copy, with its id." },
    problems: { 404: notFound, 409: { description: "`records/deleted`." } },
    handler: async ({ caller, params }) =>
      copyRecord(deps, kind, { scope: caller.company, id: params.id }),
  });

  for (const action of ["lock", "unlock"] as const) {
    defineRoute(app, "records", {
      ...common,
      method: "POST",
      url: `${base}/:id/${action}`,
      operationId: `${action}${kind.singular}`,
      needs: "records.lock",
      summary:
        action === "lock"
          ? `Lock a ${kind.noun}: it refuses changes and keeps its result and rate tables`
          : `Unlock a ${kind.noun}: editable again, computed with the newest rate tables`,
      params: idParamsSchema,
      body: recordLockInputSchema,
      parseBody: parseRecordBody,
      success: one,
      problems: { 404: notFound, 409: conflict },
      handler: async ({ caller, params, body }) => {
        const target = { scope: caller.company, id: params.id, ...body };
        return action === "lock"
          ? lockRecord(deps, kind, target)
          : unlockRecord(deps, kind, target);
      },
    });
  }

  defineRoute(app, "records", {
    ...common,
    method: "POST",
    url: `${base}/:id/restore`,
    operationId: `restore${kind.singular}`,
    needs: "records.write",
    summary: `Restore a ${kind.noun} deleted in the last 30 days`,
    params: idParamsSchema,
    success: one,
    problems: { 404: notFound, 410: { description: "`records/restore-expired`." } },
    handler: async ({ caller, params }) =>
      restoreRecord(deps, kind, { scope: caller.company, id: params.id }),
  });
}

/** Scenarios, transfer duties, home loan repayments and investment comparisons (spec §3). */
export function registerRecordRoutes(app: FastifyInstance, deps: RecordDeps) {
  registerKindRoutes(app, deps, scenarioKind);
  registerKindRoutes(app, deps, transferDutyKind);
  registerKindRoutes(app, deps, homeLoanRepaymentKind);
  registerKindRoutes(app, deps, investmentComparisonKind);
  registerSourceRoutes(app, deps);
}
