import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import type { QueryKey } from "@tanstack/react-query";
import { KIND_ORDER } from "../kinds/kinds";

// Apart from list-client-records.ts: only the client's summary watches the lists' keys.

const LIST_NAMES: ReadonlySet<unknown> = new Set(
  KIND_ORDER.map((kind) => recordRoute(kind, "list").name),
);

/** Whether a query key is one of this client's record lists, of any kind, live or deleted. */
export function isClientRecordListKey(key: QueryKey, clientId: string): boolean {
  const [name, args] = key as [unknown, { params?: { clientId?: unknown } }?];
  return LIST_NAMES.has(name) && args?.params?.clientId === clientId;
}
