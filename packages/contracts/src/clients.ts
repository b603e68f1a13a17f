import { parsePhone } from "@adviser-desk/format/phone";
import { z } from "zod";
import {
  annualIncomeSchema,
  CLIENT_TITLES,
  dependantsSchema,
  MARITAL_REGIME_KEYS,
  MARITAL_STATUS_KEYS,
  maritalRegimeSchema,
  maritalStatusSchema,
  medicalSchemeMembersSchema,
  PROFILE_MESSAGES,
  regimeFitsStatus,
  retirementFundsSchema,
  spouseClientIdSchema,
  taxReferenceSchema,
  tfsaContributionsSchema,
  tfsaYearFitsLifetime,
  titleSchema,
} from "./client-profile";
import { birthDateMatchesIdNumber, isValidSaIdNumber } from "./sa-id-number";

/**
 * A client of the adviser's company (spec §3 "Client": clientName, clientSurname), plus the
 * details an adviser expects to keep. One schema serves the /clients form and the API.
 */
export const CLIENT_MESSAGES = {
  nameMissing: "client name missing",
  surnameMissing: "client surname missing",
  nameTooLong: "client name must be at most 100 characters",
  surnameTooLong: "client surname must be at most 100 characters",
  emailInvalid: "client email is not a valid e-mail address",
  phoneInvalid: "phone number is not valid: type it as 082 555 1234 or +44 20 7946 0958",
  idNumberLength: "ID number must be 13 digits",
  idNumberInvalid: "ID number is not valid (check the digits)",
  dateOfBirthInvalid: "date of birth must be a date as YYYY-MM-DD",
  dateOfBirthTooEarly: "date of birth must be in 1900 or later",
  dateOfBirthMismatch: "date of birth does not match the ID number",
  notesTooLong: "notes must be at most 2000 characters",
  serviceEndedInvalid: "service ended on must be a date as YYYY-MM-DD",
  nextReviewInvalid: "next review must be a date as YYYY-MM-DD",
} as const;

/** Optional text: "" and null both mean "none" (null in the output); undefined stays undefined. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((v) => (v === null || v === "" ? null : v));

const requiredText = (missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(100, { error: tooLong });

const emailSchema = optionalText(200, CLIENT_MESSAGES.emailInvalid).refine(
  (v) => v === null || z.email().safeParse(v).success,
  { error: CLIENT_MESSAGES.emailInvalid },
);

/** Parsed with libphonenumber-js (South Africa unless it starts with +) and stored as E.164. */
const phoneSchema = optionalText(30, CLIENT_MESSAGES.phoneInvalid).transform((v, ctx) => {
  if (v === null) return null;
  const parsed = parsePhone(v);
  if (parsed.ok) return parsed.e164;
  ctx.addIssue({ code: "custom", message: CLIENT_MESSAGES.phoneInvalid });
  return z.NEVER;
});

/** SA ID number: spaces are ignored; 13 digits with a valid date part and Luhn check digit. */
const idNumberSchema = optionalText(20, CLIENT_MESSAGES.idNumberLength)
  .transform((v) => (v === null ? null : v.replace(/\s+/g, "")))
  .superRefine((v, ctx) => {
    if (v === null) return;
    if (!/^\d{13}$/.test(v)) {
      ctx.addIssue({ code: "custom", message: CLIENT_MESSAGES.idNumberLength });
    } else if (!isValidSaIdNumber(v)) {
      ctx.addIssue({ code: "custom", message: CLIENT_MESSAGES.idNumberInvalid });
    }
  });

const dateOfBirthSchema = optionalText(10, CLIENT_MESSAGES.dateOfBirthInvalid)
  .refine((v) => v === null || z.iso.date().safeParse(v).success, {
    error: CLIENT_MESSAGES.dateOfBirthInvalid,
  })
  .refine((v) => v === null || v >= "1900-01-01", { error: CLIENT_MESSAGES.dateOfBirthTooEarly });

/** A calendar date the adviser records ("YYYY-MM-DD"); "" and null clear it. */
const calendarDateSchema = (invalid: string) =>
  optionalText(10, invalid).refine(
    (v) => v === null || (z.iso.date().safeParse(v).success && v >= "1900-01-01"),
    { error: invalid },
  );

/** The fields of a client, each checked on its own (see createClientInputSchema for the whole). */
export const clientFieldsSchema = z.object({
  clientName: requiredText(CLIENT_MESSAGES.nameMissing, CLIENT_MESSAGES.nameTooLong),
  clientSurname: requiredText(CLIENT_MESSAGES.surnameMissing, CLIENT_MESSAGES.surnameTooLong),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  /** South African ID number (13 digits, Luhn check digit). */
  idNumber: idNumberSchema.optional(),
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth: dateOfBirthSchema.optional(),
  notes: optionalText(2000, CLIENT_MESSAGES.notesTooLong).optional(),
  // The client file's profile (docs/reference/client-identifiers.md for the tax reference).
  title: titleSchema.optional(),
  maritalStatus: maritalStatusSchema.optional(),
  maritalRegime: maritalRegimeSchema.optional(),
  /** The spouse or partner: another client of the same company; the link is kept both ways. */
  spouseClientId: spouseClientIdSchema.optional(),
  dependants: dependantsSchema.optional(),
  employer: optionalText(200, PROFILE_MESSAGES.employerTooLong).optional(),
  /** Gross annual income in rands. */
  annualIncome: annualIncomeSchema.optional(),
  incomeNotes: optionalText(1000, PROFILE_MESSAGES.incomeNotesTooLong).optional(),
  /** SARS income tax reference number (10 digits, modulus 10 check). */
  taxReference: taxReferenceSchema.optional(),
  retirementFunds: retirementFundsSchema.optional(),
  /** Rands paid into tax-free savings accounts so far, in the client's lifetime (s12T(4)(c)). */
  tfsaContributionsLifetime: tfsaContributionsSchema.optional(),
  /** Of those, the rands paid in the current tax year (s12T(4)(a)'s annual limit). */
  tfsaContributionsThisTaxYear: tfsaContributionsSchema.optional(),
  /** People on the client's medical scheme, the client included (0 = not on a scheme). */
  medicalSchemeMembers: medicalSchemeMembersSchema.optional(),
  /** The day the adviser's service ended: FAIS keeps the records five years from it (ADR 050). */
  serviceEndedOn: calendarDateSchema(CLIENT_MESSAGES.serviceEndedInvalid).optional(),
  /** The adviser's own next-review date; null = a year after the last advice or review. */
  nextReviewOn: calendarDateSchema(CLIENT_MESSAGES.nextReviewInvalid).optional(),
});

/** POST /api/v1/clients. Only the name and surname are required. */
export const createClientInputSchema = clientFieldsSchema.superRefine((client, ctx) => {
  if (!regimeFitsStatus(client.maritalStatus, client.maritalRegime)) {
    ctx.addIssue({
      code: "custom",
      path: ["maritalRegime"],
      message: PROFILE_MESSAGES.maritalRegimeNeedsMarriage,
    });
  }
  if (
    !tfsaYearFitsLifetime(client.tfsaContributionsLifetime, client.tfsaContributionsThisTaxYear)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["tfsaContributionsThisTaxYear"],
      message: PROFILE_MESSAGES.tfsaThisYearAboveLifetime,
    });
  }
  if (client.idNumber && client.dateOfBirth) {
    if (!birthDateMatchesIdNumber(client.dateOfBirth, client.idNumber)) {
      ctx.addIssue({
        code: "custom",
        path: ["dateOfBirth"],
        message: CLIENT_MESSAGES.dateOfBirthMismatch,
      });
    }
  }
});
export type CreateClientInput = z.input<typeof createClientInputSchema>;
export type CreateClientValues = z.output<typeof createClientInputSchema>;

/**
 * PATCH /api/v1/clients/:id: any subset of the fields (null or "" clears an optional one). The
 * server checks the merged client as a whole with createClientInputSchema. With `version`, a
 * stale write is refused with 409 `clients/version-conflict`.
 */
export const updateClientInputSchema = clientFieldsSchema
  .partial()
  .extend({ version: z.number({ error: "version must be a number" }).int().positive().optional() })
  .strict();
export type UpdateClientInput = z.input<typeof updateClientInputSchema>;

export const clientResponseSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientSurname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  idNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  notes: z.string().nullable(),
  title: z.enum(CLIENT_TITLES).nullable(),
  maritalStatus: z.enum(MARITAL_STATUS_KEYS).nullable(),
  maritalRegime: z.enum(MARITAL_REGIME_KEYS).nullable(),
  spouseClientId: z.string().nullable(),
  dependants: z.array(z.object({ name: z.string(), dateOfBirth: z.string().nullable() })),
  employer: z.string().nullable(),
  annualIncome: z.number().nullable(),
  incomeNotes: z.string().nullable(),
  taxReference: z.string().nullable(),
  retirementFunds: z.array(z.object({ fund: z.string(), value: z.number() })),
  tfsaContributionsLifetime: z.number().nullable(),
  tfsaContributionsThisTaxYear: z.number().nullable(),
  medicalSchemeMembers: z.number().int().nullable(),
  serviceEndedOn: z.string().nullable(),
  /** The next review as the adviser set it, or null (then the default applies, see the summary). */
  nextReviewOn: z.string().nullable(),
  /**
   * When an erasure had to keep the client for FAIS (ADR 050): read-only and hidden from the
   * list until `eraseAfter`, the last day kept; both null otherwise.
   */
  restrictedAt: z.string().nullable(),
  eraseAfter: z.string().nullable(),
  /**
   * The next review: `nextReviewOn` when the adviser set it, else a year after the later of the
   * last record of advice and the last "mark reviewed"; null when neither happened.
   */
  reviewDueOn: z.string().nullable(),
  /** The day the latest record of advice was issued (South African date), or null. */
  lastAdviceOn: z.string().nullable(),
  /** ISO 8601 date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the client was deleted (restorable for 30 days), or null. */
  deletedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ClientResponse = z.infer<typeof clientResponseSchema>;

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/**
 * GET /api/v1/clients. `q`: every word must start a word of the client's name or surname
 * (any case: "merwe" finds "van der Merwe").
 * Ordered by surname, name, id; `cursor` is the `nextCursor` of the previous page.
 * `deleted=true` lists the clients deleted in the last 30 days instead ("Recently deleted").
 * Restricted clients appear only under `filter=restricted`.
 */
export const listClientsQuerySchema = z.object({
  q: z.string().trim().max(100, { error: "search must be at most 100 characters" }).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be 1 to 200" })
    .max(200, { error: "limit must be 1 to 200" })
    .default(50),
  deleted: booleanFlag.default(false),
  /**
   * `review-due`: live clients whose next review is today or earlier; `restricted`: the clients
   * kept for FAIS after an erase request (ADR 050), which no other list shows.
   */
  filter: z
    .enum(["review-due", "restricted"], { error: "filter must be review-due or restricted" })
    .optional(),
});

export const clientListResponseSchema = z.object({
  items: z.array(clientResponseSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

/** Query flag `deleted=true|false` shared by the list endpoints. */
export const deletedFlagSchema = booleanFlag;
