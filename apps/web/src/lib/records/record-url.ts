import { RECORD_KIND_INFO } from "./record-kinds";
import type { RecordKind } from "./record-types";

/** /<kind collection>[/:id[/action]] under /api/v1. */
export function recordApiPath(kind: RecordKind, id?: string, action?: string): string {
  const base = `/${RECORD_KIND_INFO[kind].apiPath}`;
  if (id === undefined) return base;
  const one = `${base}/${encodeURIComponent(id)}`;
  return action === undefined ? one : `${one}/${action}`;
}
