import {
  DEFAULT_REPORT_DISCLAIMER,
  fspLine,
  KIND_WORDS,
  letterheadLines,
  type RecordKind,
  type ReportResponse,
  takenValueNotes,
} from "@adviser-desk/contracts";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { formatPhoneParts } from "@adviser-desk/format/phone";
import type { LogoImage } from "#server/documents/logo-image";
import type { KindContent } from "#server/documents/report-content";
import type { RecordDeps, RecordTarget, ResultOf } from "#server/features/records";
import { serverKind } from "#server/features/records";
import { loadReportContext, type ReportContext, type StoredRecord } from "./report-context";

export interface BuiltReport<K extends RecordKind> {
  report: ReportResponse;
  /** The Word template's data: every placeholder of templatePlaceholders(kind). */
  templateData: Record<string, unknown>;
  content: KindContent;
  logo: LogoImage | null;
  /** The finance engine's result (spreadsheets use its numbers, not the formatted text). */
  result: ResultOf<K>;
  /** The record's version the report shows (kept when the report is issued as a file). */
  recordVersion: number;
}

type Branding = ReportContext<RecordKind>["company"];

/** The letterhead of every client document of the company (reports and records of advice). */
export function reportCompanyOf(c: Branding, hasLogo: boolean): ReportResponse["company"] {
  const identity = {
    contactName: `${c.contactFirstName} ${c.contactLastName}`.trim(),
    phone: formatPhoneParts(c.phoneCountryCode, c.phoneNumber),
    email: c.email,
    website: c.website,
    vatNumber: c.vatNumber,
    fspNumber: c.fspNumber,
  };
  return {
    name: c.accountName,
    contactFirstName: c.contactFirstName,
    ...identity,
    lines: letterheadLines(identity),
    address: [
      c.addressLine1,
      c.addressLine2,
      [c.city, c.postalCode].filter(Boolean).join(" "),
      c.country,
    ].filter((line) => line.trim() !== ""),
    logoUrl: hasLogo ? `/api/v1/company/logo` : null,
  };
}

/** The company's own disclaimer, or the default one. */
export const reportDisclaimerOf = (c: Branding) =>
  c.reportDisclaimer?.trim() || DEFAULT_REPORT_DISCLAIMER;

/** The report model and the Word template data of one record, from its context and content. */
export function buildReport<K extends RecordKind>(
  kind: K,
  context: ReportContext<K>,
  content: KindContent,
  recordName: string,
): BuiltReport<K> {
  const c = context.company;
  const company = reportCompanyOf(c, context.logo !== null);
  const { contactName, phone, address } = company;
  const disclaimer = reportDisclaimerOf(c);
  const working = content.trace.map((line) => ({
    label: line.label,
    amount: formatMoney(line.amount),
    rule: line.rule ?? "",
  }));
  // One account of taken values for the PDF and screen (a block) and the Word template (a loop).
  const takenFrom = takenFromBlock(kind, context.row.inputs);
  const report: ReportResponse = {
    kind,
    recordId: context.row.id,
    clientId: context.row.clientId,
    title: content.title,
    recordName,
    taxYear: content.taxYear,
    reportDate: context.reportDate,
    reportDateText: formatDate(context.reportDate),
    locked: context.row.locked,
    company,
    clientFullName: context.clientFullName,
    accountEmail: context.accountEmail,
    blocks: [
      {
        type: "table",
        key: "inputs",
        title: "What was assumed",
        columns: [
          { key: "label", label: "Item", numeric: false },
          { key: "value", label: "Value", numeric: true },
        ],
        rows: content.inputs.map((i) => [i.label, i.value]),
      },
      ...content.blocks,
      ...takenFrom,
      ...(content.warnings.length > 0
        ? [
            {
              type: "notes" as const,
              key: "warnings",
              title: "Please note",
              items: content.warnings,
            },
          ]
        : []),
    ],
    basis: {
      tables: content.basisTables,
      estimates: content.estimates,
      working,
      disclaimer,
    },
    spreadsheets: KIND_WORDS[kind].spreadsheets ? ["xlsx", "csv"] : [],
  };
  const templateData: Record<string, unknown> = {
    // Empty where the record has no tax year (home loan, transfer, investment): the built-in
    // template's {#taxYear} section then prints no "Tax year" line.
    taxYear: content.taxYear === null ? "" : String(content.taxYear),
    scenarioName: recordName,
    firstName: c.contactFirstName,
    phone,
    email: c.email,
    companyName: c.accountName,
    clientFullName: context.clientFullName,
    accountEmail: context.accountEmail,
    website: c.website,
    reportTitle: content.title,
    reportDate: report.reportDateText,
    recordName,
    contactName,
    vatNumber: c.vatNumber,
    fspNumber: c.fspNumber ?? "",
    fspLine: fspLine(c.fspNumber),
    address: address.join(", "),
    disclaimer,
    ...content.fields,
    letterhead: report.company.lines.map((line) => ({ line })),
    inputs: content.inputs,
    basisTables: content.basisTables.map((t) => ({ label: t.label, source: t.source })),
    estimates: content.estimates.map((text) => ({ text })),
    working,
    warnings: content.warnings.map((text) => ({ text })),
    takenFromTitle: takenFrom[0]?.title ?? "",
    takenFrom: (takenFrom[0]?.items ?? []).map((text) => ({ text })),
    ...content.loops,
  };
  return {
    report,
    templateData,
    content,
    logo: context.logo,
    result: context.computed.result,
    recordVersion: context.row.version,
  };
}

/** The report of a record of any kind: its context, the kind's content, the common parts. */
export async function buildKindReport<K extends RecordKind>(
  deps: RecordDeps,
  kind: K,
  source: RecordTarget | StoredRecord,
): Promise<BuiltReport<K>> {
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

/** "Where figures came from": values taken from the client's other records, by name (ADR 026). */
function takenFromBlock(kind: ReportResponse["kind"], inputs: unknown) {
  const items = takenValueNotes(kind, inputs);
  return items.length === 0
    ? []
    : [{ type: "notes" as const, key: "taken-from", title: "Where figures came from", items }];
}
