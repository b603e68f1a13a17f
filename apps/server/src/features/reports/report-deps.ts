import type { RecordDeps } from "#server/features/records";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";

/** What the report routes read with: the records' database and rate tables, and the PDF renderer. */
export interface ReportDeps extends RecordDeps {
  pdf: ObservedPdfRenderer;
}
