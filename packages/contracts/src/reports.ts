import { z } from "zod";
import { recordKindSchema } from "./record-common";

/*
 * A client report as one document model: the server builds it from the record's stored data
 * (a locked record's snapshot, otherwise computed with the current rate tables), and the same
 * model is drawn by the report screen, the PDF and the Word template's fields. Values are
 * formatted on the server exactly as the screens format them (reports-format.ts).
 */

/** One labelled figure. `key` names it in Word templates (`{taxPayable}`). */
export const reportFactSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  /** A headline result: printed bold. */
  strong: z.boolean().optional(),
  /** The figure rests on a rate-table figure marked as an estimate. */
  estimate: z.boolean().optional(),
});
export type ReportFact = z.infer<typeof reportFactSchema>;

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  numeric: z.boolean(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A chart as data: the PDF draws it as SVG, the screen with the record screens' chart library. */
export const reportChartSchema = z.object({
  kind: z.enum(["line", "bar"]),
  xLabel: z.string(),
  /** One label per point (years, bracket rates). */
  categories: z.array(z.string()),
  series: z.array(
    z.object({
      label: z.string(),
      values: z.array(z.number()),
      color: z.string(),
      dashed: z.boolean(),
    }),
  ),
  /** Bars drawn in the accent colour (the marginal bracket). */
  highlight: z.number().int().nullable(),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("facts"),
    title: z.string(),
    rows: z.array(reportFactSchema),
  }),
  z.object({
    type: z.literal("table"),
    /** Names the loop in Word templates (`{#yearly}…{/yearly}`). */
    key: z.string(),
    title: z.string(),
    note: z.string().optional(),
    columns: z.array(reportColumnSchema),
    rows: z.array(z.array(z.string())),
    footer: z.array(z.string()).optional(),
  }),
  z.object({ type: z.literal("chart"), title: z.string(), chart: reportChartSchema }),
  z.object({
    type: z.literal("notes"),
    key: z.string(),
    title: z.string(),
    items: z.array(z.string()),
  }),
]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;

export const reportBasisSchema = z.object({
  /**
   * The official tables used, as a client reads them: name and effective date ("SARS transfer
   * duty table, in force from 01 April 2025"), the official source, and whether it is an estimate.
   * Internal ids, versions and research notes never appear here (they stay in the admin screens).
   */
  tables: z.array(
    z.object({
      label: z.string(),
      source: z.string(),
      estimate: z.boolean(),
    }),
  ),
  /** Figures that are estimates, in words. */
  estimates: z.array(z.string()),
  /** The working, as the finance engine wrote it. */
  working: z.array(z.object({ label: z.string(), amount: z.string(), rule: z.string() })),
  disclaimer: z.string(),
});
export type ReportBasis = z.infer<typeof reportBasisSchema>;

export const reportCompanySchema = z.object({
  name: z.string(),
  contactFirstName: z.string(),
  contactName: z.string(),
  /** Country code and number: "+27 82 555 0101". */
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  vatNumber: z.string(),
  /** The FSCA's FSP number, or null when the company has not given one. */
  fspNumber: z.string().nullable(),
  /** The letterhead's contact column in print order (`letterheadLines`): every format prints these. */
  lines: z.array(z.string()),
  address: z.array(z.string()),
  /** The logo URL for the screen (the PDF and Word file embed the image), or null. */
  logoUrl: z.string().nullable(),
});
export type ReportCompany = z.infer<typeof reportCompanySchema>;

/** GET /api/v1/<kind>/:id/report: the report as the screen shows it. */
export const reportResponseSchema = z.object({
  kind: recordKindSchema,
  recordId: z.string(),
  /** The client the record belongs to (the sibling-record dropdown lists their records). */
  clientId: z.string(),
  /** "Income tax scenario", "Home loan repayment plan", … */
  title: z.string(),
  recordName: z.string(),
  /** A scenario's tax year; other kinds: null. */
  taxYear: z.number().int().nullable(),
  /** YYYY-MM-DD: the day a locked record was locked, otherwise today (South Africa). */
  reportDate: z.string(),
  reportDateText: z.string(),
  locked: z.boolean(),
  company: reportCompanySchema,
  clientFullName: z.string(),
  accountEmail: z.string(),
  blocks: z.array(reportBlockSchema),
  basis: reportBasisSchema,
  /** Which spreadsheet downloads exist for this kind. */
  spreadsheets: z.array(z.enum(["xlsx", "csv"])),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `?schedule=yearly`: a home loan's CSV with one row a year instead of one a month. */
export const reportCsvQuerySchema = z.object({
  schedule: z
    .enum(["monthly", "yearly"], { error: 'schedule must be "monthly" or "yearly"' })
    .default("monthly"),
});

/** `?ids=a,b,c`: the scenarios to put side by side (duplicates once, at most 10). */
export const scenarioCompareQuerySchema = z.object({
  ids: z
    .string({ error: "ids missing" })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        .min(1, { error: "ids missing" })
        .max(10, { error: "compare at most 10 scenarios" }),
    ),
});
