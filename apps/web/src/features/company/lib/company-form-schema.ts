import { ANNUAL_FEE_MAX, companyInputSchema } from "@adviser-desk/contracts/company";
import { percentToFraction } from "@adviser-desk/format";
import { z } from "zod";

/**
 * A percentage as typed ("5", "7.5") → the fraction the API stores (0.05, 0.075), rounded to the
 * database's six decimals. Empty or unreadable input gets a message naming the field.
 */
const percentField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} missing`, abort: true })
    .refine((v) => /^\d+(?:[.,]\d+)?$/.test(v), { error: `${label} must be a number` })
    .transform((v) => Number(v.replace(",", ".")))
    .pipe(z.number().max(100, { error: `${label} must be at most 100\u00a0%` }))
    .transform(percentToFraction);

/**
 * /company edits the company with the contracts' schema (the one the API checks), except that
 * inflation, investment growth and the annual fee are typed as percentages. Its output is the API's input.
 */
export const companyFormSchema = companyInputSchema.extend({
  inflation: percentField("inflation"),
  investment: percentField("investment growth"),
  annualFee: percentField("annual fee").pipe(
    z.number().max(ANNUAL_FEE_MAX, { error: "annual fee must be at most 10\u00a0%" }),
  ),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
