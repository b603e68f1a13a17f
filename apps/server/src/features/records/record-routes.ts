import { RECORD_KINDS, type RecordKind } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import {
  type RecordAction,
  recordRouteName,
} from "@adviser-desk/contracts/endpoints/record-routes";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "#server/http/api-route";
import { copyRecord } from "./copy-record";
import { createRecord } from "./create-record";
import { deleteRecord } from "./delete-record";
import { getRecord } from "./get-record";
import { serverKind } from "./kinds";
import { listClientRecords } from "./list-client-records";
import { parseRecordBody } from "./parse-record-body";
import type { RecordDeps } from "./record-deps";
import type { RecordKindDefinition } from "./record-kind";
import { restoreRecord } from "./restore-record";
import { setRecordLock } from "./set-record-lock";
import { registerSourceRoutes } from "./sources/source-routes";
import { updateRecord } from "./update-record";

/**
 * The nine endpoints of one kind of record (the catalogue's, `record-endpoints.ts`). Every one
 * takes the company id from the caller. The kind's schemas are the catalogue's (api-docs.test.ts
 * checks each served endpoint parses with them); naming them here types the handlers by the kind.
 */
function registerKindRoutes<K extends RecordKind>(
  app: FastifyInstance,
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
) {
  // By any kind's name: each endpoint's answer is then typed by the kind's own schema below.
  const name: RecordKind = kind.kind;
  const endpoint = <A extends RecordAction>(action: A) => endpoints[recordRouteName(name, action)];
  const list = endpoint("list");
  const create = endpoint("create");
  const get = endpoint("get");
  const update = endpoint("update");
  const copy = endpoint("copy");
  const lock = endpoint("lock");
  const unlock = endpoint("unlock");
  const restore = endpoint("restore");
  const answer = { schema: kind.responseSchema };

  defineRoute(
    app,
    { ...list, response: { ...list.response, schema: kind.listSchema } },
    {
      handler: async ({ caller, params, query }) =>
        listClientRecords(deps.db, kind, {
          scope: caller.company,
          clientId: params.clientId,
          ...query,
        }),
    },
  );

  defineRoute(
    app,
    { ...create, body: kind.createSchema, response: { ...create.response, ...answer } },
    {
      parseBody: parseRecordBody,
      handler: async ({ caller, body }) =>
        createRecord(deps, kind, { scope: caller.company, body, now: new Date() }),
    },
  );

  defineRoute(
    app,
    { ...get, response: { ...get.response, ...answer } },
    {
      handler: async ({ caller, params }) =>
        getRecord(deps, kind, { scope: caller.company, id: params.id }),
    },
  );

  defineRoute(
    app,
    { ...update, body: kind.updateSchema, response: { ...update.response, ...answer } },
    {
      parseBody: parseRecordBody,
      handler: async ({ caller, params, body }) =>
        updateRecord(deps, kind, { scope: caller.company, id: params.id, body }),
    },
  );

  defineRoute(app, endpoint("delete"), {
    handler: async ({ caller, params }) =>
      deleteRecord(deps, kind, { scope: caller.company, id: params.id }),
  });

  defineRoute(
    app,
    { ...copy, response: { ...copy.response, ...answer } },
    {
      handler: async ({ caller, params }) =>
        copyRecord(deps, kind, { scope: caller.company, id: params.id }),
    },
  );

  defineRoute(
    app,
    { ...lock, response: { ...lock.response, ...answer } },
    {
      parseBody: parseRecordBody,
      handler: async ({ caller, params, body }) =>
        setRecordLock(deps, kind, { scope: caller.company, id: params.id, ...body }, "lock"),
    },
  );

  defineRoute(
    app,
    { ...unlock, response: { ...unlock.response, ...answer } },
    {
      parseBody: parseRecordBody,
      handler: async ({ caller, params, body }) =>
        setRecordLock(deps, kind, { scope: caller.company, id: params.id, ...body }, "unlock"),
    },
  );

  defineRoute(
    app,
    { ...restore, response: { ...restore.response, ...answer } },
    {
      handler: async ({ caller, params }) =>
        restoreRecord(deps, kind, { scope: caller.company, id: params.id }),
    },
  );
}

/** Scenarios, transfer duties, home loan repayments and investment comparisons (spec §3). */
export function registerRecordRoutes(app: FastifyInstance, deps: RecordDeps) {
  for (const kind of RECORD_KINDS) registerKindRoutes(app, deps, serverKind(kind));
  registerSourceRoutes(app, deps);
}
