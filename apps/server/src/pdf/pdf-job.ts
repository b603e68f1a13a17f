import type { ReportResponse } from "@adviser-desk/contracts";
import type { AdvicePackModel } from "../features/advice-packs/advice-pack-model";
import type { findInvoice } from "../features/billing/invoices/invoice-queries";
import type { PdfLogo } from "../features/reports/pdf/report-document";

/** What the PDF workers render: a client report, a record-of-advice pack, or an invoice. */
export type PdfJob =
  | { kind: "report"; companyId: string; report: ReportResponse; logo: PdfLogo | null }
  | { kind: "pack"; companyId: string; pack: AdvicePackModel; logo: PdfLogo | null }
  | { kind: "invoice"; invoice: NonNullable<Awaited<ReturnType<typeof findInvoice>>> };

/** The company a job is rendered for: the unit of fairness (in-flight cap, queue share). */
export const ownerOf = (job: PdfJob) =>
  job.kind === "invoice" ? job.invoice.companyId : job.companyId;

/**
 * A report whose content runs past this many characters of JSON (a long monthly schedule) is a
 * large job: it may take seconds to lay out, so it never runs on the lane kept for small jobs.
 */
export const LARGE_JOB_CHARACTERS = 40_000;
