import type { ObservedPdfRenderer } from "../../metrics/observed-pdf-renderer";
import type { RecordDeps } from "../records/record-deps";

/** What the report routes read with: the records' database and rate tables, and the PDF renderer. */
export interface ReportDeps extends RecordDeps {
  pdf: ObservedPdfRenderer;
}
