import { z } from "zod";
import type { Rate } from "../core/money";
import { isoDateSchema, type NumberIn, randsSchema } from "../core/schemas";

/**
 * The shape of one SARS year-of-assessment table (individuals). Amounts are rands as SARS
 * publishes them; rates are fractions (0.18 = 18%); per-km travel figures are cents per km, the
 * unit of the SARS notices. Structural checks live here; cross-figure invariants (contiguous
 * brackets, base amounts, thresholds) live in validate-table.ts.
 */

const rateSchema: NumberIn<Rate> = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .lt(1, { error: "must be below 1 (rates are fractions: 0.18 = 18%)" });

const centsPerKmSchema = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(100_000, { error: "must not exceed 100 000 cents per km" });

/** A band: `base + rate × (taxable income − from)` for taxable income above `from` up to `to`. */
export const taxBracketSchema = z.object({
  from: randsSchema,
  to: randsSchema.nullable(),
  base: randsSchema,
  rate: rateSchema,
});

/** Confidence tags of docs/reference/sa-tax-facts.md (S, L, 2, 1, R, D, U). */
export const confidenceLevelSchema = z.enum(["S", "L", "2", "1", "R", "D", "U"]);

/**
 * Where a figure comes from and how sure we are. `estimate: true` means the product must show the
 * figure as an estimate and keep it editable by an administrator.
 */
export const figureConfidenceSchema = z.object({
  levels: z.array(confidenceLevelSchema).min(1, { error: "must name at least one level" }),
  estimate: z.boolean(),
  source: z.string().min(1, { error: "must name a source" }),
});

/** Figures (dotted paths into the table) that a confidence entry may describe. */
export const TABLE_FIGURES = [
  "brackets",
  "rebates",
  "thresholds",
  "medicalCredits",
  "interestExemption",
  "capitalGains.annualExclusion",
  "capitalGains.deathYearExclusion",
  "capitalGains.primaryResidenceExclusion",
  "capitalGains.inclusionRate",
  "retirement.deductionRate",
  "retirement.annualCap",
  "tfsa.annualLimit",
  "tfsa.lifetimeLimit",
  "dividendsTaxRate",
  "travel.prescribedRateCentsPerKm",
  "travel.deemedCost",
] as const;

export type TableFigure = (typeof TABLE_FIGURES)[number];

/** One row of the SARS deemed vehicle cost table (vehicle value incl. VAT above `from`, up to `to`). */
export const deemedCostBandSchema = z.object({
  from: randsSchema,
  to: randsSchema.nullable(),
  fixedCost: randsSchema,
  fuelCentsPerKm: centsPerKmSchema,
  maintenanceCentsPerKm: centsPerKmSchema,
});

export const taxYearTableSchema = z.object({
  /** Identity a locked record keeps, e.g. "za-tax-2026@2025-03-12" (tax year @ publication date). */
  id: z.string().regex(/^za-tax-\d{4}@\d{4}-\d{2}-\d{2}$/, {
    error: 'must look like "za-tax-2026@2025-03-12"',
  }),
  taxYear: z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole year" })
    .min(2000, { error: "must be 2000 or later" })
    .max(2100, { error: "must be 2100 or earlier" }),
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  source: z.string().min(1, { error: "must name a source" }),
  brackets: z
    .array(taxBracketSchema)
    .min(1, { error: "must have at least one bracket" })
    .max(20, { error: "must have at most 20 brackets" }),
  rebates: z.object({ primary: randsSchema, secondary: randsSchema, tertiary: randsSchema }),
  thresholds: z.object({ under65: randsSchema, from65To74: randsSchema, from75: randsSchema }),
  /** s6A credits per month. */
  medicalCredits: z.object({
    mainMember: randsSchema,
    firstDependant: randsSchema,
    additionalDependant: randsSchema,
  }),
  interestExemption: z.object({ under65: randsSchema, from65: randsSchema }),
  capitalGains: z.object({
    annualExclusion: randsSchema,
    deathYearExclusion: randsSchema,
    primaryResidenceExclusion: randsSchema,
    inclusionRate: z
      .number({ error: "must be a number" })
      .finite({ error: "must be a finite number" })
      .gt(0, { error: "must be above 0" })
      .max(1, { error: "must not exceed 1" }) as NumberIn<Rate>,
  }),
  retirement: z.object({ deductionRate: rateSchema, annualCap: randsSchema }),
  tfsa: z.object({ annualLimit: randsSchema, lifetimeLimit: randsSchema }),
  dividendsTaxRate: rateSchema,
  travel: z.object({
    prescribedRateCentsPerKm: centsPerKmSchema,
    /** null where the year's deemed cost table was not found (docs/reference/sa-tax-facts.md §6). */
    deemedCost: z.array(deemedCostBandSchema).min(1).max(30).nullable(),
  }),
  confidence: z.partialRecord(z.enum(TABLE_FIGURES), figureConfidenceSchema),
});

export type TaxBracket = z.infer<typeof taxBracketSchema>;
export type DeemedCostBand = z.infer<typeof deemedCostBandSchema>;
export type ConfidenceLevel = z.infer<typeof confidenceLevelSchema>;
export type FigureConfidence = z.infer<typeof figureConfidenceSchema>;
export type TaxYearTable = z.infer<typeof taxYearTableSchema>;
