import type { ReportResponse } from "@adviser-desk/contracts";
import type { invoice } from "../db/schema";
import type { PdfLogo } from "../features/reports/pdf/report-document";

/** What the PDF workers render: a client report, or a subscription invoice. */
export type PdfJob =
  | { kind: "report"; report: ReportResponse; logo: PdfLogo | null }
  | { kind: "invoice"; invoice: typeof invoice.$inferSelect };
