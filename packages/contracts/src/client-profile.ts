import { isoDateSchema, randsSchema } from "@adviser-desk/finance";
import { z } from "zod";
import { compactTaxReference, taxReferenceProblem } from "./sars-tax-reference";

/**
 * The client file's profile: who the client is to an adviser beyond name and contact details.
 * Every field is optional; the client form and the API share these schemas.
 */
export const PROFILE_MESSAGES = {
  titleInvalid: "title must be one of Mr, Mrs, Ms, Miss, Mx, Dr, Prof, Adv, Rev",
  maritalStatusInvalid: "marital status is not one of the choices",
  maritalRegimeInvalid: "marital regime is not one of the choices",
  maritalRegimeNeedsMarriage: "a marital regime applies only to a marriage or civil union",
  spouseInvalid: "spouse or partner must be a client id",
  spouseSelf: "a client cannot be their own spouse or partner",
  dependantNameMissing: "dependant name missing",
  dependantNameTooLong: "dependant name must be at most 100 characters",
  dependantsTooMany: "at most 20 dependants",
  employerTooLong: "employer must be at most 200 characters",
  incomeNotesTooLong: "income summary must be at most 1000 characters",
  taxReferenceLength: "tax reference number must be 10 digits",
  taxReferenceFirstDigit: "tax reference number must start with 0, 1, 2, 3 or 9",
  taxReferenceInvalid: "tax reference number is not valid (check the digits)",
  fundNameMissing: "fund name missing",
  fundNameTooLong: "fund name must be at most 200 characters",
  fundsTooMany: "at most 30 retirement funds",
  tfsaThisYearAboveLifetime:
    "TFSA contributions this tax year are part of the lifetime total: they cannot be more than it",
} as const;

export const CLIENT_TITLES = ["Mr", "Mrs", "Ms", "Miss", "Mx", "Dr", "Prof", "Adv", "Rev"] as const;
export type ClientTitle = (typeof CLIENT_TITLES)[number];

/** Marital status; "civil union" is a marriage under the Civil Union Act 17 of 2006. */
export const MARITAL_STATUSES = {
  single: "Single",
  married: "Married",
  "civil-union": "Civil union",
  "life-partner": "Life partner (not married)",
  divorced: "Divorced",
  widowed: "Widowed",
} as const;
export type MaritalStatus = keyof typeof MARITAL_STATUSES;

/** The marital property regime (Matrimonial Property Act 88 of 1984). */
export const MARITAL_REGIMES = {
  "in-community": "In community of property",
  "out-of-community-accrual": "Out of community of property, with accrual",
  "out-of-community-no-accrual": "Out of community of property, without accrual",
} as const;
export type MaritalRegime = keyof typeof MARITAL_REGIMES;

/** Statuses under which a regime can apply. */
export const MARRIED_STATUSES: readonly MaritalStatus[] = ["married", "civil-union"];

const enumKeys = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const MARITAL_STATUS_KEYS = enumKeys(MARITAL_STATUSES);
export const MARITAL_REGIME_KEYS = enumKeys(MARITAL_REGIMES);

const nullableChoice = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z
    .union([z.enum(values, { error }), z.literal(""), z.null()], { error })
    .transform((v) => (v === "" || v === null ? null : v));

export const titleSchema = nullableChoice(CLIENT_TITLES, PROFILE_MESSAGES.titleInvalid);
export const maritalStatusSchema = nullableChoice(
  MARITAL_STATUS_KEYS,
  PROFILE_MESSAGES.maritalStatusInvalid,
);
export const maritalRegimeSchema = nullableChoice(
  MARITAL_REGIME_KEYS,
  PROFILE_MESSAGES.maritalRegimeInvalid,
);

export const spouseClientIdSchema = z
  .union([z.uuid({ error: PROFILE_MESSAGES.spouseInvalid }), z.literal(""), z.null()], {
    error: PROFILE_MESSAGES.spouseInvalid,
  })
  .transform((v) => (v === "" || v === null ? null : v));

const requiredLine = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

export const dependantSchema = z
  .object({
    name: requiredLine(
      PROFILE_MESSAGES.dependantNameMissing,
      100,
      PROFILE_MESSAGES.dependantNameTooLong,
    ),
    /** ISO date, YYYY-MM-DD, or null when not known. */
    dateOfBirth: z
      .union([isoDateSchema, z.literal(""), z.null()], {
        error: "date of birth must be a date as YYYY-MM-DD",
      })
      .transform((v) => (v === "" || v === null ? null : v))
      .default(null),
  })
  .strict();
export type Dependant = z.output<typeof dependantSchema>;

export const dependantsSchema = z
  .array(dependantSchema)
  .max(20, { error: PROFILE_MESSAGES.dependantsTooMany });

export const retirementFundSchema = z
  .object({
    fund: requiredLine(PROFILE_MESSAGES.fundNameMissing, 200, PROFILE_MESSAGES.fundNameTooLong),
    /** Value in rands, to the cent. */
    value: randsSchema.multipleOf(0.01, { error: "must be rands and cents" }),
  })
  .strict();
export type RetirementFund = z.output<typeof retirementFundSchema>;

export const retirementFundsSchema = z
  .array(retirementFundSchema)
  .max(30, { error: PROFILE_MESSAGES.fundsTooMany });

/** Gross annual income in rands, or null. */
export const annualIncomeSchema = z.union(
  [randsSchema.multipleOf(0.01, { error: "must be rands and cents" }), z.null()],
  { error: "annual income must be a number of rands" },
);

/** Rands contributed to tax-free savings accounts (s12T), or null when not known. */
export const tfsaContributionsSchema = z.union(
  [randsSchema.multipleOf(0.01, { error: "must be rands and cents" }), z.null()],
  { error: "TFSA contributions must be a number of rands" },
);

/**
 * People on the client's medical scheme, the client as main member included (0 = not on a
 * scheme), or null when not known.
 */
export const medicalSchemeMembersSchema = z.union(
  [
    z
      .number({ error: "medical scheme members must be a whole number" })
      .int({ error: "medical scheme members must be a whole number" })
      .min(0, { error: "medical scheme members must not be negative" })
      .max(30, { error: "medical scheme members must be 30 or less" }),
    z.null(),
  ],
  { error: "medical scheme members must be a whole number" },
);

/** The medical scheme members in words ("The client and 2 dependants"), or null when not known. */
export function medicalSchemeWords(members: number | null): string | null {
  if (members === null) return null;
  if (members === 0) return "Not on a medical scheme";
  if (members === 1) return "The client only";
  return `The client and ${members - 1} ${members === 2 ? "dependant" : "dependants"}`;
}

/** This tax year's TFSA contributions are part of the lifetime total (checked on the whole client). */
export function tfsaYearFitsLifetime(
  lifetime: number | null | undefined,
  thisTaxYear: number | null | undefined,
): boolean {
  return thisTaxYear == null || thisTaxYear <= (lifetime ?? 0);
}

const TAX_REFERENCE_MESSAGES = {
  length: PROFILE_MESSAGES.taxReferenceLength,
  "first-digit": PROFILE_MESSAGES.taxReferenceFirstDigit,
  "check-digit": PROFILE_MESSAGES.taxReferenceInvalid,
} as const;

/** SARS income tax reference number, stored as its 10 digits ("" and null mean none). */
export const taxReferenceSchema = z
  .string({ error: PROFILE_MESSAGES.taxReferenceLength })
  .max(30, { error: PROFILE_MESSAGES.taxReferenceLength })
  .nullable()
  .transform((v) => (v === null ? null : compactTaxReference(v)))
  .transform((v) => (v === "" ? null : v))
  .superRefine((v, ctx) => {
    if (v === null) return;
    const problem = taxReferenceProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: TAX_REFERENCE_MESSAGES[problem] });
  });

/** A marital regime only with a marriage or civil union (checked on the whole client). */
export function regimeFitsStatus(
  status: MaritalStatus | null | undefined,
  regime: MaritalRegime | null | undefined,
): boolean {
  return !regime || (status !== null && status !== undefined && MARRIED_STATUSES.includes(status));
}
