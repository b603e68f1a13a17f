import type { ReportBlock, ReportCompany, ReportResponse } from "@adviser-desk/contracts";

/**
 * Everything a record-of-advice pack prints, as plain JSON (it crosses to a PDF worker): the
 * cover, the summary's blocks and each ticked record's report model, built by the same code as
 * the record's own report (apps/server/src/features/reports/build-report.ts).
 */
export interface AdvicePackModel {
  title: string;
  clientFullName: string;
  /** The person who issued it. */
  adviserName: string;
  company: ReportCompany;
  /** The FSCA's FSP number, or null when the company has not given one. */
  fspNumber: string | null;
  /** YYYY-MM-DD in South Africa, and as printed ("24 November 2026"). */
  issuedDate: string;
  issuedDateText: string;
  summaryTitle: string;
  summary: ReportBlock[];
  /** Under the summary: where its figures come from. */
  summaryNote: string;
  reports: ReportResponse[];
  disclaimer: string;
}
