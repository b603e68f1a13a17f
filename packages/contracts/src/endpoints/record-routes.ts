import { KIND_WORDS, kindsInOrder } from "../kinds/words";
import type { Capability } from "../member-roles";
import type { RecordKind } from "../record-common";
import type { HttpMethod, Route } from "./route";

/** The API collection of a kind (its module's `path`): /api/v1/<path>. */
type PathOf<K extends RecordKind> = (typeof KIND_WORDS)[K]["path"];

/** "transfer-duties" → "TransferDuties": how a kind or collection reads in an endpoint's name. */
export type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;
export const pascal = <S extends string>(text: S): Pascal<S> =>
  text.replace(/(?:^|-)(\w)/g, (_match, letter: string) => letter.toUpperCase()) as Pascal<S>;

/** What can be done to a record of any kind: the method, and what the role must allow (ADR 029). */
const RECORD_ACTIONS = {
  list: ["GET", "company.read"],
  create: ["POST", "records.write"],
  get: ["GET", "company.read"],
  update: ["PUT", "records.write"],
  delete: ["DELETE", "records.delete"],
  copy: ["POST", "records.write"],
  lock: ["POST", "records.lock"],
  unlock: ["POST", "records.lock"],
  restore: ["POST", "records.write"],
} as const satisfies Record<string, readonly [HttpMethod, Capability]>;

export type RecordAction = keyof typeof RECORD_ACTIONS;

/** Where an action is: a client's list, the collection, one record, or a verb on one record. */
function recordPath(collection: string, action: RecordAction): string {
  if (action === "list") return `/api/v1/clients/:clientId/${collection}`;
  if (action === "create") return `/api/v1/${collection}`;
  const one = `/api/v1/${collection}/:id`;
  return action === "get" || action === "update" || action === "delete" ? one : `${one}/${action}`;
}

/** `listScenarios`, `getScenario`, `lockTransferDuty`, …: the action, then the kind. */
export type RecordRouteName<K extends RecordKind, A extends RecordAction> = A extends "list"
  ? `list${Pascal<PathOf<K>>}`
  : `${A}${Pascal<K>}`;

/** A record endpoint: every one is a subscriber's, and names what the member's role must allow. */
export type RecordRoute<N extends string> = Route<N> & {
  readonly access: "subscriber";
  readonly needs: Capability;
};

export const subscriberRoute = <N extends string>(
  name: N,
  method: HttpMethod,
  path: string,
  needs: Capability,
): RecordRoute<N> => ({ name, method, path, access: "subscriber", needs });

export function recordRouteName<K extends RecordKind, A extends RecordAction>(
  kind: K,
  action: A,
): RecordRouteName<K, A> {
  return (
    action === "list" ? `list${pascal(KIND_WORDS[kind].path)}` : `${action}${pascal(kind)}`
  ) as RecordRouteName<K, A>;
}

// A screen asks for the one route it calls (built from the tables above), so the web carries
// the tables, not a table of every route; the server and the catalogue take `recordRoutes`.

/** The endpoint of an action on a kind; for a kind not known until run time, the kinds' union. */
export function recordRoute<A extends RecordAction>(
  kind: RecordKind,
  action: A,
): RecordRoute<RecordRouteName<RecordKind, A>> {
  const [method, needs] = RECORD_ACTIONS[action];
  return subscriberRoute(
    recordRouteName(kind, action),
    method,
    recordPath(KIND_WORDS[kind].path, action),
    needs,
  );
}

type KindAction = { [K in RecordKind]: { [A in RecordAction]: [K, A] }[RecordAction] }[RecordKind];

export type RecordRoutes = {
  readonly [P in KindAction as RecordRouteName<P[0], P[1]>]: RecordRoute<
    RecordRouteName<P[0], P[1]>
  >;
};

function buildRecordRoutes(): RecordRoutes {
  const routes: Record<string, Route> = {};
  for (const kind of kindsInOrder()) {
    for (const action of Object.keys(RECORD_ACTIONS) as RecordAction[]) {
      const route = recordRoute(kind, action);
      routes[route.name] = route;
    }
  }
  // The loops wrote one route under each name RecordRoutes lists; their keys are built strings.
  return routes as RecordRoutes;
}

/**
 * The records of every kind (spec §3): list, create, get, save, delete, copy, lock, unlock and
 * restore. What records take from each other is in `record-source-routes.ts`.
 */
export const recordRoutes: RecordRoutes = /* @__PURE__ */ buildRecordRoutes();
