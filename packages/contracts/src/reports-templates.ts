import { z } from "zod";
import type { RecordKind } from "./record-common";

/*
 * The placeholders a Word template may use, per kind of record. Spec §1's fields come first;
 * then the record's results as named fields, and loops (tables) with their columns. A template
 * that uses anything else is refused at upload, so a filled document never has a gap.
 */

/** Spec §1: every report template receives these. accountImage is a picture, not text. */
export const SPEC_TEMPLATE_FIELDS = [
  "taxYear",
  "scenarioName",
  "firstName",
  "phone",
  "email",
  "companyName",
  "clientFullName",
  "accountEmail",
  "website",
  "accountImage",
] as const;

/** Also available in every template. */
export const COMMON_TEMPLATE_FIELDS = [
  "reportTitle",
  "reportDate",
  "recordName",
  "contactName",
  "vatNumber",
  "address",
  "disclaimer",
  /** "Where figures came from" when a value was taken from another record, else empty (ADR 026). */
  "takenFromTitle",
] as const;

/** Loops every template may use, with the fields of one item. */
export const COMMON_TEMPLATE_LOOPS = {
  /** What was assumed: the record's inputs in words. */
  inputs: ["label", "value"],
  /** The rate tables used. */
  basisTables: ["label", "source"],
  /** Figures that are estimates. */
  estimates: ["text"],
  /** The working, line by line. */
  working: ["label", "amount", "rule"],
  warnings: ["text"],
  /** Values taken from the client's other records, by name: "The marginal rate (41 %) is …". */
  takenFrom: ["text"],
} as const;

/** Named result fields per kind, with the label the built-in template and the report print. */
export const RESULT_FIELD_LABELS = {
  scenario: {
    // The lines of SCENARIO_LINES (scenario-lines.ts), with their labels and in their order.
    grossIncome: "Gross income",
    exemptIncome: "Less exempt income",
    income: "Income",
    travelDeduction: "Less travel deduction",
    retirementDeduction: "Less retirement fund deduction",
    donationsDeduction: "Less donations (s18A)",
    otherDeductions: "Less other deductions",
    taxableCapitalGain: "Add taxable capital gain",
    taxableIncome: "Taxable income",
    taxBeforeRebates: "Tax before rebates",
    rebates: "Less rebates",
    medicalSchemeFeesCredit: "Less medical scheme fees credit",
    additionalMedicalExpensesCredit: "Less additional medical expenses credit",
    medicalCreditsLost: "Add back credits above the tax (not refundable)",
    taxPayable: "Tax payable",
    prepaidTax: "Less PAYE and provisional tax",
    balanceDue: "Balance due (− refund)",
    monthlyTaxPayable: "Tax per month",
    marginalRate: "Marginal rate",
    effectiveRate: "Effective rate",
    medicalCredits: "Less medical tax credits",
    savingsWithdrawal: "Two-pot savings withdrawal",
    savingsWithdrawalTax: "Tax on the savings withdrawal",
    savingsWithdrawalReceived: "Savings withdrawal received after fee and tax",
    lumpSumTax: "Tax on retirement fund lump sums",
    lumpSumReceived: "Lump sums received after tax",
    provisionalFirstPayment: "Provisional tax: first payment (end of August)",
    provisionalSecondPayment: "Provisional tax: second payment (end of February)",
    provisionalPenalty: "Provisional tax: underestimation penalty",
  },
  "transfer-duty": {
    purchasePrice: "Purchase price",
    bondAmount: "Bond amount",
    transferDuty: "Transfer duty",
    transferAttorneyFee: "Transfer attorney's fee",
    transferAttorneyFeeVat: "VAT on the transfer attorney's fee",
    deedsOfficeTransferFee: "Deeds Office transfer fees",
    transferDisbursements: "Transfer disbursements",
    transferTotal: "Transfer costs",
    bondAttorneyFee: "Bond attorney's fee",
    bondAttorneyFeeVat: "VAT on the bond attorney's fee",
    deedsOfficeBondFee: "Deeds Office bond fees",
    bondDisbursements: "Bond disbursements",
    bankInitiationFee: "Bank initiation fee",
    bondTotal: "Bond registration costs",
    totalCosts: "Total costs",
    deposit: "Deposit",
    cashNeeded: "Cash needed (deposit and costs)",
  },
  "home-loan-repayment": {
    loanAmount: "Loan amount",
    instalment: "Monthly instalment",
    monthlyServiceFee: "Monthly service fee",
    finalInstalment: "Final instalment",
    totalInterest: "Total interest",
    totalFees: "Total service fees",
    totalExtra: "Extra payments",
    totalPaid: "Total paid",
    payoffDate: "Paid off",
    payoffTerm: "Paid off after",
    plainTotalInterest: "Interest without extra payments",
    interestSaved: "Interest saved",
    timeSaved: "Time saved",
  },
  "investment-comparison": {
    horizonYears: "Horizon",
    inflation: "Inflation",
    marginalTaxRate: "Marginal tax rate",
    bestLabel: "Best option (after tax, in today's money)",
  },
} as const satisfies Record<RecordKind, Record<string, string>>;

/** A year-grid loop's columns: the year, then each option of the comparison in its order. */
export const YEAR_GRID_COLUMNS = ["year", "option1", "option2", "option3", "option4"] as const;
/** The year grids' column headings: the options' names. */
export const YEAR_GRID_HEADING_FIELDS = [
  "option1Label",
  "option2Label",
  "option3Label",
  "option4Label",
] as const;
/** Loops the built-in template no longer prints; uploaded templates may still use them. */
export const SUPERSEDED_TEMPLATE_LOOPS: readonly string[] = ["years"];

/** Loops of one kind (beyond the common ones), with the fields of one item. */
export const RESULT_TEMPLATE_LOOPS = {
  scenario: {
    brackets: ["rate", "range", "income"],
    lumpSums: ["kind", "amount", "tax", "received"],
  },
  "transfer-duty": {
    disbursements: ["side", "label", "amount"],
  },
  "home-loan-repayment": {
    yearly: ["year", "openingBalance", "interest", "principal", "extra", "fees", "closingBalance"],
    monthly: [
      "month",
      "date",
      "openingBalance",
      "interest",
      "principal",
      "extra",
      "fee",
      "closingBalance",
    ],
  },
  "investment-comparison": {
    options: [
      "rank",
      "label",
      "type",
      "totalContributed",
      "finalValue",
      "finalAfterTaxValue",
      "finalRealValue",
      "annualisedReturn",
      "differenceFromBest",
    ],
    /** Superseded by the year grids below: still filled for templates written before them. */
    years: ["option", "year", "contributed", "value", "afterTaxExitValue", "real"],
    /** Year by year as the screen shows it: a row per year, a column per option (up to four). */
    yearsReal: YEAR_GRID_COLUMNS,
    yearsAfterTax: YEAR_GRID_COLUMNS,
    yearsValue: YEAR_GRID_COLUMNS,
    yearsPaidIn: YEAR_GRID_COLUMNS,
    assumptions: ["text"],
  },
} as const satisfies Record<RecordKind, Record<string, readonly string[]>>;

/**
 * Fields kept so templates written before a field was split still fill: valid in a template, not
 * printed by the built-in one (medicalCredits is now the scheme-fees and additional credit lines).
 */
export const SUPERSEDED_RESULT_FIELDS: Readonly<Record<RecordKind, readonly string[]>> = {
  scenario: ["medicalCredits"],
  "transfer-duty": [],
  "home-loan-repayment": [],
  "investment-comparison": [],
};

export type ResultField<K extends RecordKind> = keyof (typeof RESULT_FIELD_LABELS)[K] & string;

/** Every field and loop a template of `kind` may use. */
export function templatePlaceholders(kind: RecordKind): {
  fields: string[];
  loops: Record<string, readonly string[]>;
} {
  return {
    fields: [
      ...SPEC_TEMPLATE_FIELDS,
      ...COMMON_TEMPLATE_FIELDS,
      ...Object.keys(RESULT_FIELD_LABELS[kind]),
      ...(kind === "investment-comparison" ? YEAR_GRID_HEADING_FIELDS : []),
    ],
    loops: { ...COMMON_TEMPLATE_LOOPS, ...RESULT_TEMPLATE_LOOPS[kind] },
  };
}

/** GET /api/v1/admin/report-templates/:kind (without ?download) and the PUT answer. */
export const reportTemplateInfoSchema = z.object({
  kind: z.enum(["scenario", "transfer-duty", "home-loan-repayment", "investment-comparison"]),
  /** "built-in" until an administrator uploads a replacement. */
  source: z.enum(["built-in", "uploaded"]),
  fileName: z.string(),
  uploadedAt: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  /** The placeholders a replacement may use. */
  fields: z.array(z.string()),
  loops: z.record(z.string(), z.array(z.string())),
});
export type ReportTemplateInfo = z.infer<typeof reportTemplateInfoSchema>;
/** The kind a template is for; an unknown one is a 404 (`report-templates/not-found`), not a 400. */
export const reportTemplateKindParamsSchema = z.object({ kind: z.string() });
export const reportTemplateListSchema = z.object({ items: z.array(reportTemplateInfoSchema) });
export type ReportTemplateList = z.infer<typeof reportTemplateListSchema>;

/** The largest template accepted (Word files with a few pictures stay well below). */
export const REPORT_TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;
/** The most a template may unpack to (all its parts), against decompression bombs. */
export const REPORT_TEMPLATE_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The most its XML parts (what docxtemplater parses for every report) may unpack to. */
export const REPORT_TEMPLATE_MAX_XML_BYTES = 4 * 1024 * 1024;
export const DOCX_MEDIA_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
