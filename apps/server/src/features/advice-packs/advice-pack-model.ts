import type { ReportBlock, ReportCompany, ReportResponse } from "@adviser-desk/contracts";

/** One section of the record itself (before the appendices): its blocks, printed as a report's. */
export interface PackSectionModel {
  key: string;
  title: string;
  blocks: ReportBlock[];
}

/**
 * Everything a record of advice prints, as plain JSON (it crosses to a PDF worker): the cover,
 * the record's sections and, as appendices, each calculation's report model, built by the same
 * code as the record's own report (apps/server/src/features/reports/build-report.ts).
 */
export interface AdvicePackModel {
  title: string;
  clientFullName: string;
  /** The person who issued it. */
  adviserName: string;
  company: ReportCompany;
  /** The FSCA's FSP number, or null when the company has not given one. */
  fspNumber: string | null;
  /** The record's number among the client's records of advice ("Version 2"). */
  versionText: string;
  /** YYYY-MM-DD in South Africa, and as printed ("24 November 2026"). */
  issuedDate: string;
  issuedDateText: string;
  sections: PackSectionModel[];
  /** Appendices: each calculation's report (summary pages, or with its full schedules). */
  reports: ReportResponse[];
  disclaimer: string;
}
