import type { KindName } from "../kinds/web-kind";

/** A record's (or a draft's) name as lists and the sibling dropdown show it: scenario name or description. */
export function recordName(kind: { name: KindName }, record: object): string {
  return (record as { [F in KindName["field"]]?: string })[kind.name.field] ?? "";
}
