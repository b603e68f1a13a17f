import { KINDS } from "../kinds";
import { kindsInOrder } from "../kinds/words";
import {
  clientIdParamsSchema,
  idParamsSchema,
  listRecordsQuerySchema,
  type RecordKind,
  recordLockInputSchema,
} from "../record-common";
import { planTransferInputSchema, sourceStatusListSchema } from "../record-sources";
import type { EndpointDetails } from "./endpoint";
import { type RecordAction, type RecordRouteName, recordRouteName } from "./record-routes";
import {
  type SourcesRouteName,
  START_FROM_RECORD,
  type StartFromName,
  sourcesRouteName,
  type TakingKind,
} from "./record-source-routes";

const notFound = {
  description: "`records/not-found`: unknown id, another company's, or its client is deleted.",
};
const invalid = {
  description:
    "Invalid body: `records/<message>` for a missing name, `records/invalid-<field>` for an input (errors name each field, e.g. inputs.salary).",
};

/** The details of the nine actions on one kind of record. */
function kindDetails<K extends RecordKind>(kind: K) {
  // Typed by K (not the union of every kind), so each kind's endpoints answer its own record.
  const contract: (typeof KINDS)[K] = KINDS[kind];
  const responseSchema: (typeof KINDS)[K]["responseSchema"] = contract.responseSchema;
  const createSchema: (typeof KINDS)[K]["createSchema"] = contract.createSchema;
  const updateSchema: (typeof KINDS)[K]["updateSchema"] = contract.updateSchema;
  const listSchema: (typeof KINDS)[K]["listSchema"] = contract.listSchema;
  const { noun, path, conflictSchema } = contract;
  const common = { area: "records", tags: [path] };
  const one = { status: 200, description: `The ${noun}.`, schema: responseSchema } as const;
  const conflict = {
    description:
      "`records/version-conflict` (with `current`: the record now), `records/locked` or `records/deleted`.",
    schema: conflictSchema,
  };
  const lockOrUnlock = (summary: string) => ({
    ...common,
    summary,
    params: idParamsSchema,
    body: recordLockInputSchema,
    response: one,
    problems: { 404: notFound, 409: conflict },
  });
  return {
    list: {
      ...common,
      summary: `A client's ${noun}s, newest first (deleted ones left out unless deleted=true)`,
      params: clientIdParamsSchema,
      query: listRecordsQuerySchema,
      response: { status: 200, description: "The list.", schema: listSchema },
      problems: {
        400: { description: "A bad query parameter." },
        404: { description: "`clients/not-found`." },
      },
    },
    create: {
      ...common,
      summary: `Create a ${noun} (without inputs: the defaults of "New")`,
      body: createSchema,
      response: { ...one, status: 201, description: `The new ${noun}, with its id.` },
      problems: { 400: invalid, 404: { description: "`clients/not-found`: the clientId." } },
    },
    get: {
      ...common,
      summary: `A ${noun} with its result (a locked one: its snapshot)`,
      params: idParamsSchema,
      response: one,
      problems: { 404: notFound },
    },
    update: {
      ...common,
      summary: `Save a ${noun}: name and inputs, with the version last read`,
      params: idParamsSchema,
      body: updateSchema,
      response: one,
      problems: { 400: invalid, 404: notFound, 409: conflict },
    },
    delete: {
      ...common,
      summary: `Delete a ${noun} (soft: restorable for 30 days; unlock a locked one first)`,
      params: idParamsSchema,
      response: { status: 204, description: "Deleted." },
      problems: { 404: notFound, 409: { description: "`records/locked`." } },
    },
    copy: {
      ...common,
      summary: `Copy a ${noun}: unlocked, created now, same client, name + " (COPY)"`,
      params: idParamsSchema,
      response: { ...one, status: 201, description: "The copy, with its id." },
      problems: { 404: notFound, 409: { description: "`records/deleted`." } },
    },
    lock: lockOrUnlock(`Lock a ${noun}: it refuses changes and keeps its result and rate tables`),
    unlock: lockOrUnlock(`Unlock a ${noun}: editable again, computed with the newest rate tables`),
    restore: {
      ...common,
      summary: `Restore a ${noun} deleted in the last 30 days`,
      params: idParamsSchema,
      response: one,
      problems: { 404: notFound, 410: { description: "`records/restore-expired`." } },
    },
  } as const satisfies Record<RecordAction, EndpointDetails>;
}

const sourceNotFound = {
  description: "`records/not-found`: unknown id, another company's, deleted, or its client is.",
};

function sourcesDetails(kind: TakingKind) {
  return {
    area: "records",
    tags: [KINDS[kind].path],
    summary: `Where the ${KINDS[kind].noun}'s taken values come from, and whether their source changed since`,
    params: idParamsSchema,
    response: {
      status: 200,
      description: "One item per taken value.",
      schema: sourceStatusListSchema,
    },
    problems: { 404: sourceNotFound },
  } as const satisfies EndpointDetails;
}

const noValue = {
  description: "`records/source-has-no-value`: the record has nothing to take (e.g. no bond).",
};

/** What differs between the three "start from" actions: their words, and what they take. */
const START_FROM_DETAILS = {
  planBondFromTransferDuty: {
    summary:
      "Plan the bond: a new home loan with the transfer's bond amount, date and rate, linked",
    problems: { 404: sourceNotFound, 409: noValue },
  },
  planTransferFromHomeLoan: {
    summary: "A new transfer-duty calculation whose bond is this loan's amount, linked",
    body: planTransferInputSchema,
    problems: {
      400: { description: "`records/invalid-transfer-amount`." },
      404: sourceNotFound,
    },
  },
  compareScenarioRetirementTopUp: {
    summary: "The scenario's extra RA contribution as a new investment comparison, linked",
    problems: { 404: sourceNotFound, 409: noValue },
  },
} as const satisfies Record<StartFromName, Pick<EndpointDetails, "summary" | "body" | "problems">>;

/** One definition for the three "start from" actions: a new record of another kind, linked. */
function startFromDetails(name: StartFromName): EndpointDetails {
  const { from, to } = START_FROM_RECORD[name];
  return {
    area: "records",
    tags: [KINDS[from].path],
    params: idParamsSchema,
    response: {
      status: 201,
      description: `The new ${KINDS[to].noun}.`,
      schema: KINDS[to].responseSchema,
    },
    ...START_FROM_DETAILS[name],
  };
}

/** What `startFromDetails` answers for one action, with its literal schemas. */
type StartFromDetails<N extends StartFromName> = {
  params: typeof idParamsSchema;
  response: {
    status: 201;
    schema: (typeof KINDS)[(typeof START_FROM_RECORD)[N]["to"]]["responseSchema"];
  };
} & (typeof START_FROM_DETAILS)[N];

type KindAction = { [K in RecordKind]: { [A in RecordAction]: [K, A] }[RecordAction] }[RecordKind];
type KindDetails<K extends RecordKind> = ReturnType<typeof kindDetails<K>>;

export type RecordDetails = {
  readonly [P in KindAction as RecordRouteName<P[0], P[1]>]: KindDetails<P[0]>[P[1]];
} & {
  readonly [K in TakingKind as SourcesRouteName<K>]: ReturnType<typeof sourcesDetails>;
} & { readonly [N in StartFromName]: EndpointDetails & StartFromDetails<N> };

function buildRecordDetails(): RecordDetails {
  const details: Record<string, EndpointDetails> = {};
  for (const kind of kindsInOrder()) {
    for (const [action, detail] of Object.entries(kindDetails(kind))) {
      details[recordRouteName(kind, action as RecordAction)] = detail;
    }
    details[sourcesRouteName(kind)] = sourcesDetails(kind);
  }
  for (const name of Object.keys(START_FROM_RECORD) as StartFromName[]) {
    details[name] = startFromDetails(name);
  }
  // The loops wrote the details of each name RecordDetails lists; their keys are built strings.
  return details as RecordDetails;
}

/** The records of each kind, their taken values' sources and the "start from" actions. */
export const recordEndpoints = buildRecordDetails();
