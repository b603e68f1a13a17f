import type { RecordKind } from "@adviser-desk/contracts";
import type {
  BondResult,
  IncomeTaxResult,
  InvestmentComparisonResult,
} from "@adviser-desk/finance";
import type { BuiltReport } from "./build-report";
import {
  homeLoanCsv,
  homeLoanXlsx,
  investmentCsv,
  investmentXlsx,
  scenarioCsv,
  scenarioXlsx,
} from "./sheets/kind-sheets";

/** The spreadsheet of a report, or null when its kind has none (transfer duty). */
export async function reportXlsx(kind: RecordKind, built: BuiltReport): Promise<Buffer | null> {
  const company = built.report.company.name;
  switch (kind) {
    case "home-loan-repayment":
      return homeLoanXlsx(company, built.result as BondResult);
    case "investment-comparison":
      return investmentXlsx(company, built.result as InvestmentComparisonResult);
    case "scenario":
      return scenarioXlsx(company, built.result as IncomeTaxResult);
    default:
      return null;
  }
}

export function reportCsv(
  kind: RecordKind,
  built: BuiltReport,
  period: "monthly" | "yearly",
): string | null {
  switch (kind) {
    case "home-loan-repayment":
      return homeLoanCsv(built.result as BondResult, period);
    case "investment-comparison":
      return investmentCsv(built.result as InvestmentComparisonResult);
    case "scenario":
      return scenarioCsv(built.result as IncomeTaxResult);
    default:
      return null;
  }
}

/** "Home loan – Thandi Nkosi – Plan A.pdf", safe for every file system. */
export function downloadName(built: BuiltReport, extension: string): string {
  const { report } = built;
  const raw = `${report.title} - ${report.clientFullName} - ${report.recordName}`;
  return `${safeFileName(raw).slice(0, 150)}.${extension}`;
}

const UNSAFE = '\\/:*?"<>|';

/** Without path separators, characters Windows refuses, or control characters. */
export function safeFileName(name: string): string {
  return [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || UNSAFE.includes(ch) ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
