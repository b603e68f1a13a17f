import {
  type BondResult,
  bondInputSchema,
  buyerTypeSchema,
  type IncomeTaxResult,
  type InvestmentComparisonResult,
  incomeTaxInputSchema,
  investmentComparisonInputSchema,
  isoDateSchema,
  percentSchema,
  randsSchema,
  transferCostOverridesSchema,
  transferCostsResultSchema,
} from "@adviser-desk/finance";
import { z } from "zod";
import {
  conflictProblemSchema,
  RECORD_MESSAGES,
  rateTableRefSchema,
  recordClientIdSchema,
  recordMetaShape,
  recordNameSchema,
  recordVersionSchema,
  taxYearSchema,
} from "./record-common";
import { DEFAULT_TAX_YEAR } from "./record-defaults";
import { refineSourceLinks, sourceLinksSchema } from "./record-sources";

/*
 * The four kinds of client record (spec §3). Per kind: the inputs, the create input (clientId +
 * name, inputs optional: omitted means the defaults of "New"), the update input (PUT: the version
 * last read + name + inputs), the list item (no inputs or result) and the full response with the
 * `result` computed on the server by packages/finance and the `rateTables` it used.
 */

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────

/** A tax scenario's inputs: the finance engine's income-tax input, field for field. */
export const scenarioInputsSchema = incomeTaxInputSchema;

/**
 * Transfer duty inputs with the spec's names {transferAmount, bondAmount, transferDutyPayable},
 * plus what the duty and costs depend on. `transferDutyPayable` is computed by the server (it
 * is the result's transfer duty) and ignored when sent.
 */
const transferDutyInputsShape = z.strictObject({
  /** The purchase price (consideration) in rands. */
  transferAmount: randsSchema,
  bondAmount: randsSchema.default(0),
  /**
   * Fair value when known (valuation, municipal value): duty and the Deeds Office transfer fee are
   * levied on the greater of the price and the fair value. Absent = the price.
   */
  fairValue: randsSchema.optional(),
  /** Computed by the server; ignored on input. */
  transferDutyPayable: randsSchema.optional(),
  /** The date the agreement was concluded: picks the duty table and the cost tariff. */
  acquisitionDate: isoDateSchema,
  vatRegisteredSeller: z.boolean({ error: "must be true or false" }).default(false),
  buyerType: buyerTypeSchema.default("natural"),
  overrides: transferCostOverridesSchema.optional(),
  /**
   * The bond's interest rate (nominal annual %), when known: "Plan the bond" starts the home loan
   * with it. Not used by the duty or the costs.
   */
  bondRatePercent: percentSchema.optional(),
});
/** Values taken from other records of the client (ADR 026); absent when none were. */
const sources = sourceLinksSchema.optional();
export const transferDutyInputsSchema = transferDutyInputsShape
  .safeExtend({ sources })
  .superRefine(refineSourceLinks("transfer-duty"));
/** Transfer duty inputs as the API returns them: transferDutyPayable always present. */
export const transferDutyStoredInputsSchema = transferDutyInputsShape
  .safeExtend({ transferDutyPayable: randsSchema, sources })
  .superRefine(refineSourceLinks("transfer-duty"));

/** A home loan repayment's inputs: the finance engine's bond input, and values taken elsewhere. */
export const homeLoanRepaymentInputsSchema = bondInputSchema
  .safeExtend({ sources })
  .superRefine(refineSourceLinks("home-loan-repayment"));

/** An investment comparison's inputs: the finance engine's comparison input (2–4 options). */
export const investmentComparisonInputsSchema = investmentComparisonInputSchema
  .safeExtend({ sources })
  .superRefine(refineSourceLinks("investment-comparison"));

// ── Results (computed on the server; a locked record returns its snapshot) ──────────────────

export const scenarioResultSchema = z
  .custom<IncomeTaxResult>()
  .describe("IncomeTaxResult of @adviser-desk/finance calculateIncomeTax");
export const transferDutyResultSchema = transferCostsResultSchema;
export const homeLoanRepaymentResultSchema = z
  .custom<BondResult>()
  .describe("BondResult of @adviser-desk/finance calculateBondRepayment");
export const investmentComparisonResultSchema = z
  .custom<InvestmentComparisonResult>()
  .describe("InvestmentComparisonResult of @adviser-desk/finance compareInvestments");

const rateTables = z.array(rateTableRefSchema);
const description = recordNameSchema(RECORD_MESSAGES.descriptionMissing);

// ── Tax scenarios ────────────────────────────────────────────────────────────────────────────

export const createScenarioInputSchema = z.object({
  clientId: recordClientIdSchema,
  scenarioName: recordNameSchema(RECORD_MESSAGES.scenarioNameMissing),
  /** Default: the latest tax year with a built-in table. */
  taxYear: taxYearSchema.default(DEFAULT_TAX_YEAR),
  inputs: scenarioInputsSchema.optional(),
});
export const updateScenarioInputSchema = z.object({
  version: recordVersionSchema,
  scenarioName: recordNameSchema(RECORD_MESSAGES.scenarioNameMissing),
  taxYear: taxYearSchema,
  inputs: scenarioInputsSchema,
});
export const scenarioSummarySchema = z.object({
  ...recordMetaShape,
  scenarioName: z.string(),
  taxYear: z.number().int(),
});
export const scenarioResponseSchema = scenarioSummarySchema.extend({
  inputs: scenarioInputsSchema,
  result: scenarioResultSchema,
  rateTables,
});
export const scenarioListResponseSchema = z.object({ items: z.array(scenarioSummarySchema) });
export const scenarioConflictProblemSchema = conflictProblemSchema(scenarioResponseSchema);

export type CreateScenarioInput = z.input<typeof createScenarioInputSchema>;
export type UpdateScenarioInput = z.input<typeof updateScenarioInputSchema>;
export type ScenarioSummary = z.output<typeof scenarioSummarySchema>;
export type ScenarioResponse = z.output<typeof scenarioResponseSchema>;
export type ScenarioListResponse = z.output<typeof scenarioListResponseSchema>;

/**
 * The schemas of a kind named by a description (transfer duty, home loan, investment
 * comparison): create, update, list item, full response (with the stored inputs, the result and
 * the rate tables used), list, and the 409 conflict problem.
 */
function describedRecordSchemas<I extends z.ZodType, S extends z.ZodType, R extends z.ZodType>(
  inputs: I,
  storedInputs: S,
  result: R,
) {
  const summary = z.object({ ...recordMetaShape, description: z.string() });
  const response = summary.extend({ inputs: storedInputs, result, rateTables });
  return {
    create: z.object({ clientId: recordClientIdSchema, description, inputs: inputs.optional() }),
    update: z.object({ version: recordVersionSchema, description, inputs }),
    summary,
    response,
    list: z.object({ items: z.array(summary) }),
    conflict: conflictProblemSchema(response),
  };
}

// ── Transfer duty ──────────────────────────────────────────────────────────────────────────────

const transferDuty = describedRecordSchemas(
  transferDutyInputsSchema,
  transferDutyStoredInputsSchema,
  transferDutyResultSchema,
);
export const createTransferDutyInputSchema = transferDuty.create;
export const updateTransferDutyInputSchema = transferDuty.update;
export const transferDutySummarySchema = transferDuty.summary;
export const transferDutyResponseSchema = transferDuty.response;
export const transferDutyListResponseSchema = transferDuty.list;
export const transferDutyConflictProblemSchema = transferDuty.conflict;

export type TransferDutyInputs = z.input<typeof transferDutyInputsSchema>;
export type CreateTransferDutyInput = z.input<typeof createTransferDutyInputSchema>;
export type UpdateTransferDutyInput = z.input<typeof updateTransferDutyInputSchema>;
export type TransferDutySummary = z.output<typeof transferDutySummarySchema>;
export type TransferDutyResponse = z.output<typeof transferDutyResponseSchema>;
export type TransferDutyListResponse = z.output<typeof transferDutyListResponseSchema>;

// ── Home loan repayments ───────────────────────────────────────────────────────────────────────

const homeLoanRepayment = describedRecordSchemas(
  homeLoanRepaymentInputsSchema,
  homeLoanRepaymentInputsSchema,
  homeLoanRepaymentResultSchema,
);
export const createHomeLoanRepaymentInputSchema = homeLoanRepayment.create;
export const updateHomeLoanRepaymentInputSchema = homeLoanRepayment.update;
export const homeLoanRepaymentSummarySchema = homeLoanRepayment.summary;
export const homeLoanRepaymentResponseSchema = homeLoanRepayment.response;
export const homeLoanRepaymentListResponseSchema = homeLoanRepayment.list;
export const homeLoanRepaymentConflictProblemSchema = homeLoanRepayment.conflict;

export type HomeLoanRepaymentInputs = z.input<typeof homeLoanRepaymentInputsSchema>;
export type CreateHomeLoanRepaymentInput = z.input<typeof createHomeLoanRepaymentInputSchema>;
export type UpdateHomeLoanRepaymentInput = z.input<typeof updateHomeLoanRepaymentInputSchema>;
export type HomeLoanRepaymentSummary = z.output<typeof homeLoanRepaymentSummarySchema>;
export type HomeLoanRepaymentResponse = z.output<typeof homeLoanRepaymentResponseSchema>;
export type HomeLoanRepaymentListResponse = z.output<typeof homeLoanRepaymentListResponseSchema>;

// ── Investment comparisons ─────────────────────────────────────────────────────────────────────

const investmentComparison = describedRecordSchemas(
  investmentComparisonInputsSchema,
  investmentComparisonInputsSchema,
  investmentComparisonResultSchema,
);
export const createInvestmentComparisonInputSchema = investmentComparison.create;
export const updateInvestmentComparisonInputSchema = investmentComparison.update;
export const investmentComparisonSummarySchema = investmentComparison.summary;
export const investmentComparisonResponseSchema = investmentComparison.response;
export const investmentComparisonListResponseSchema = investmentComparison.list;
export const investmentComparisonConflictProblemSchema = investmentComparison.conflict;

export type InvestmentComparisonInputs = z.input<typeof investmentComparisonInputsSchema>;
export type CreateInvestmentComparisonInput = z.input<typeof createInvestmentComparisonInputSchema>;
export type UpdateInvestmentComparisonInput = z.input<typeof updateInvestmentComparisonInputSchema>;
export type InvestmentComparisonSummary = z.output<typeof investmentComparisonSummarySchema>;
export type InvestmentComparisonResponse = z.output<typeof investmentComparisonResponseSchema>;
export type InvestmentComparisonListResponse = z.output<
  typeof investmentComparisonListResponseSchema
>;
