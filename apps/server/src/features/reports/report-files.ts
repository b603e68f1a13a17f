import type { RecordKind } from "@adviser-desk/contracts";
import { safeFileName } from "#server/documents/file-name";
import type { BuiltReport } from "./build-report";

/** "Home loan – Thandi Nkosi – Plan A.pdf", safe for every file system. */
export function downloadName(built: BuiltReport<RecordKind>, extension: string): string {
  const { report } = built;
  const raw = `${report.title} - ${report.clientFullName} - ${report.recordName}`;
  return `${safeFileName(raw).slice(0, 150)}.${extension}`;
}
