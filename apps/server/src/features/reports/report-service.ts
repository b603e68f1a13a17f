import * as queries from "./report-queries";

/*
 * What other features call of reports (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** The branding and client name for a record already read (its client need not be live). */
export const findReportBranding: typeof queries.findReportBranding = (...args) =>
  queries.findReportBranding(...args);
