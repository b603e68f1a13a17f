import { type IncomeTaxResult, incomeTaxInputSchema } from "@adviser-desk/finance";
import { z } from "zod";
import {
  conflictProblemSchema,
  RECORD_MESSAGES,
  recordClientIdSchema,
  recordMetaShape,
  recordNameSchema,
  recordVersionSchema,
  taxYearSchema,
} from "../record-common";
import { DEFAULT_TAX_YEAR } from "../record-defaults";
import { type ProfileFacts, profileLink, type SourceLinks } from "../record-source-rules";
import { refineSourceLinks } from "../record-sources";
import type { ContractKind } from "./kind";
import { rateTablesSchema, sourcesSchema } from "./record-schemas";
import { scenarioWords } from "./scenario-words";

/**
 * A tax scenario's inputs: the finance engine's income-tax input, field for field, and the links
 * of the values taken from the client's profile (ADR 026).
 */
export const scenarioInputsSchema = incomeTaxInputSchema
  .safeExtend({ sources: sourcesSchema })
  .superRefine(refineSourceLinks("scenario"));
export type ScenarioInputs = z.input<typeof scenarioInputsSchema>;

/** Computed on the server; a locked record returns its snapshot. */
export const scenarioResultSchema = z
  .custom<IncomeTaxResult>()
  .describe("IncomeTaxResult of @adviser-desk/finance calculateIncomeTax");

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
  rateTables: rateTablesSchema,
});
export const scenarioListResponseSchema = z.object({ items: z.array(scenarioSummarySchema) });
export const scenarioConflictProblemSchema = conflictProblemSchema(scenarioResponseSchema);

export type CreateScenarioInput = z.input<typeof createScenarioInputSchema>;
export type UpdateScenarioInput = z.input<typeof updateScenarioInputSchema>;
export type ScenarioSummary = z.output<typeof scenarioSummarySchema>;
export type ScenarioResponse = z.output<typeof scenarioResponseSchema>;
export type ScenarioListResponse = z.output<typeof scenarioListResponseSchema>;

/**
 * The inputs "New" starts with, from the client's profile (ADR 026): the date of birth when it is
 * known (the age then follows the tax year), else a person of 40; the gross annual income as the
 * salary and the medical scheme's members, each linked to the profile — when the profile holds
 * none, the link says so and the field starts at 0. Every other amount is 0.
 */
export function defaultScenarioInputs(profile?: ProfileFacts): ScenarioInputs {
  if (!profile) return { age: 40, salary: 0 };
  const sources: SourceLinks = {
    salary: profileLink(profile, "annualIncome"),
    medicalSchemeMembers: profileLink(profile, "medicalSchemeMembers"),
  };
  const { dateOfBirth, annualIncome, medicalSchemeMembers } = profile;
  // Without a date of birth the age of 40 is linked too, so the screen and report say why.
  const birth = profileLink(profile, "dateOfBirth");
  if (typeof dateOfBirth === "string") sources.dateOfBirth = birth;
  else sources.age = birth;
  return {
    ...(typeof dateOfBirth === "string" ? { dateOfBirth } : { age: 40 }),
    salary: typeof annualIncome === "number" ? annualIncome : 0,
    medicalSchemeMembers: typeof medicalSchemeMembers === "number" ? medicalSchemeMembers : 0,
    sources,
  };
}

/** Tax scenarios (spec §3): a scenario name and a tax year, income tax for that year. */
export const scenarioContract = {
  ...scenarioWords,
  inputsSchema: scenarioInputsSchema,
  storedInputsSchema: scenarioInputsSchema,
  resultSchema: scenarioResultSchema,
  createSchema: createScenarioInputSchema,
  updateSchema: updateScenarioInputSchema,
  summarySchema: scenarioSummarySchema,
  responseSchema: scenarioResponseSchema,
  listSchema: scenarioListResponseSchema,
  conflictSchema: scenarioConflictProblemSchema,
  template: {
    fields: {
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
      prepaidTax: "Less tax paid (PAYE, fund directive, provisional)",
      balanceDue: "Balance due (− refund)",
      monthlyTaxPayable: "Tax per month",
      marginalRate: "Marginal rate",
      effectiveRate: "Effective rate",
      medicalCredits: "Less medical tax credits",
      savingsWithdrawal: "Two-pot savings withdrawal",
      savingsWithdrawalTax: "Tax on the savings withdrawal",
      savingsWithdrawalWithheld: "Tax the fund withheld (directive), credited",
      savingsWithdrawalReceived: "Savings withdrawal received after fee and tax",
      lumpSumTax: "Tax on retirement fund lump sums",
      lumpSumReceived: "Lump sums received after tax",
      provisionalFirstPayment: "Provisional tax: first payment (end of August)",
      provisionalSecondPayment: "Provisional tax: second payment (end of February)",
      provisionalPenalty: "Provisional tax: underestimation penalty",
      balanceIfPaidAsPlanned: "Balance if provisional tax is paid as planned (− refund)",
    },
    loops: {
      brackets: ["rate", "range", "income"],
      lumpSums: ["kind", "amount", "tax", "received"],
    },
    // medicalCredits is now the scheme-fees and additional credit lines.
    superseded: ["medicalCredits"],
    headings: [],
  },
} as const satisfies ContractKind<"scenario">;
