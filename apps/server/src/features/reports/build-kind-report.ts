import type { RecordKind } from "@adviser-desk/contracts";
import { serverKind } from "../records/kinds";
import type { RecordDeps, RecordTarget } from "../records/record-deps";
import { type BuiltReport, buildReport } from "./build-report";
import { loadReportContext, type StoredRecord } from "./report-context";

/** The report of a record of any kind: its context, the kind's content, the common parts. */
export async function buildKindReport(
  deps: RecordDeps,
  kind: RecordKind,
  source: RecordTarget | StoredRecord,
): Promise<BuiltReport> {
  const definition = serverKind(kind);
  const context = await loadReportContext(deps, definition, source);
  const content = definition.reportContent({
    names: context.names,
    inputs: context.computed.inputs,
    result: context.computed.result,
    tables: context.tables,
  });
  return buildReport(kind, context, content, context.row.name);
}
