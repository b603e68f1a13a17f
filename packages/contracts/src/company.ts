import { parsePhone } from "@adviser-desk/format/phone";
import { z } from "zod";

/**
 * The company profile form and API input (spec §3 "Account"), with the messages of spec §5.
 * One schema serves the /subscribe and /company forms and the server.
 */
export const COMPANY_MESSAGES = {
  accountNameMissing: "account name missing",
  contactNameMissing: "contact person first or last name missing",
  emailMissing: "account email missing",
  emailInvalid: "account email is not a valid e-mail address",
  phoneMissing: "missing phone code or number",
  phoneCodeInvalid: "phone code must look like +27",
  phoneNumberInvalid: "phone number is not valid for this code: type it as 082 555 1234",
  vatLength: "VAT number must be 10 characters",
  vatDigits: "VAT number must contain only digits",
  fspNumberInvalid:
    "FSP number must be the FSCA's number for your business: up to 6 digits, e.g. 12345",
  addressIncomplete: "address details incomplete",
  websiteInvalid: "website must be a web address starting with http:// or https://",
  userMissing: "user missing",
} as const;

/**
 * A text field; missing counts as empty, so an incomplete form gets the spec's message rather than
 * a type error. With `requiredMessage`, empty is refused with that message.
 */
const text = (max: number, requiredMessage?: string) => {
  const base = z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
  return (requiredMessage ? base.min(1, { error: requiredMessage }) : base).prefault("");
};

/** "www.firm.co.za" is taken as https://www.firm.co.za; other schemes are refused. */
export function normaliseWebsite(value: string): string {
  const v = value.trim();
  if (v === "" || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return `https://${v}`;
}

const websiteSchema = text(200)
  .transform(normaliseWebsite)
  .refine(
    (v) => {
      if (v === "") return true;
      try {
        const url = new URL(v);
        return (
          (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")
        );
      } catch {
        return false;
      }
    },
    { error: COMPANY_MESSAGES.websiteInvalid },
  );

const REPORT_DISCLAIMER_MAX_LENGTH = 2000;

/** The highest firm default fee accepted: 10 % a year (refused above, never clamped). */
export const ANNUAL_FEE_MAX = 0.1;

/** A company's default inflation for investment comparisons, a fraction (0.05 = 5%). */
export const DEFAULT_INFLATION = 0.05;
/** A company's default investment growth, a fraction (0.08 = 8%). */
export const DEFAULT_INVESTMENT_GROWTH = 0.08;

const fraction = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} must not be negative` })
    .max(1, { error: `${label} must be at most 100\u00a0%` });

/**
 * The financial services provider number the FSCA gives an authorised FSP (FAIS Act s8),
 * printed on a record of advice. Typed as "FSP 12345" or "12345"; stored as its digits.
 * Optional: empty or missing is null.
 */
export const fspNumberSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.replace(/^fsp\s*(no\.?|number)?\s*/i, "").replace(/\s+/g, "") : null))
  .refine((v) => v === null || /^\d{1,6}$/.test(v), { error: COMPANY_MESSAGES.fspNumberInvalid });

export const companyInputSchema = z.object({
  accountName: text(120, COMPANY_MESSAGES.accountNameMissing),
  // Spec §5: the message names both, and (as the specification notes) only the first name is required.
  contactPerson: z
    .object({
      firstName: text(80, COMPANY_MESSAGES.contactNameMissing),
      lastName: text(80),
    })
    .prefault({}),
  email: text(200, COMPANY_MESSAGES.emailMissing).pipe(
    z.email({ error: COMPANY_MESSAGES.emailInvalid }),
  ),
  telephone: z
    .object({ phoneCountryCode: text(6), phoneNumber: text(24) })
    .prefault({})
    .superRefine((t, ctx) => {
      if (t.phoneCountryCode === "" || t.phoneNumber === "") {
        ctx.addIssue({ code: "custom", message: COMPANY_MESSAGES.phoneMissing });
      } else if (!/^\+?\d{1,4}$/.test(t.phoneCountryCode)) {
        ctx.addIssue({
          code: "custom",
          path: ["phoneCountryCode"],
          message: COMPANY_MESSAGES.phoneCodeInvalid,
        });
      } else if (!parsePhone(t.phoneNumber, t.phoneCountryCode).ok) {
        ctx.addIssue({
          code: "custom",
          path: ["phoneNumber"],
          message: COMPANY_MESSAGES.phoneNumberInvalid,
        });
      }
    })
    // Stored normalised: the calling code of the number and its national significant number
    // ("+27", "825551234"), together its E.164 form; "082 555 1234" loses its trunk 0.
    .transform((t) => {
      const parsed = parsePhone(t.phoneNumber, t.phoneCountryCode);
      return parsed.ok
        ? { phoneCountryCode: parsed.countryCallingCode, phoneNumber: parsed.nationalNumber }
        : t;
    }),
  // Typed as printed on an invoice ("4123 456 789"): the spaces are dropped, the digits kept.
  vatNumber: text(20)
    .transform((v) => v.replace(/\s+/g, ""))
    .refine((v) => v === "" || v.length === 10, { error: COMPANY_MESSAGES.vatLength })
    .refine((v) => v === "" || v.length !== 10 || /^\d{10}$/.test(v), {
      error: COMPANY_MESSAGES.vatDigits,
    }),
  website: websiteSchema,
  fspNumber: fspNumberSchema,
  address: z
    .object({
      addressLine1: text(120),
      addressLine2: text(120),
      city: text(80),
      country: text(80),
      postalCode: text(12),
    })
    .prefault({})
    .refine(
      (a) => a.addressLine1 !== "" && a.city !== "" && a.country !== "" && a.postalCode !== "",
      {
        error: COMPANY_MESSAGES.addressIncomplete,
      },
    ),
  inflation: fraction("inflation").default(DEFAULT_INFLATION),
  investment: fraction("investment growth").default(DEFAULT_INVESTMENT_GROWTH),
  /** Firm default: the yearly fee on a new comparison's investments, a fraction (0.01 = 1%). */
  annualFee: fraction("annual fee")
    .max(ANNUAL_FEE_MAX, { error: "annual fee must be at most 10\u00a0%" })
    .default(0),
  /** The disclaimer printed on reports; empty or missing = the product's default text. */
  reportDisclaimer: z
    .string()
    .trim()
    .max(REPORT_DISCLAIMER_MAX_LENGTH, {
      error: `report disclaimer must be at most ${REPORT_DISCLAIMER_MAX_LENGTH} characters`,
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Practice setting: assistants and read-only members may export clients' personal data. */
  exportByStaff: z.boolean({ error: "must be true or false" }).default(false),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

/** PATCH: any subset of the fields (checked again as a whole on the server), plus welcomed. */
export const companyPatchSchema = z
  .object({
    accountName: z.string(),
    contactPerson: z.object({ firstName: z.string(), lastName: z.string() }).partial(),
    email: z.string(),
    telephone: z.object({ phoneCountryCode: z.string(), phoneNumber: z.string() }).partial(),
    vatNumber: z.string(),
    website: z.string(),
    fspNumber: z.string().nullable(),
    address: z
      .object({
        addressLine1: z.string(),
        addressLine2: z.string(),
        city: z.string(),
        country: z.string(),
        postalCode: z.string(),
      })
      .partial(),
    inflation: z.number(),
    investment: z.number(),
    annualFee: z.number(),
    reportDisclaimer: z.string().nullable(),
    exportByStaff: z.boolean(),
    welcomed: z.boolean(),
    /** The version last read; when given, a stale write is refused with 409. */
    version: z.number().int().positive(),
  })
  .partial()
  .strict();
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

export const companyResponseSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  contactPerson: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string(),
  telephone: z.object({ phoneCountryCode: z.string(), phoneNumber: z.string() }),
  vatNumber: z.string(),
  website: z.string(),
  /** The FSCA's financial services provider number (digits), or null. */
  fspNumber: z.string().nullable(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    country: z.string(),
    postalCode: z.string(),
  }),
  welcomed: z.boolean(),
  inflation: z.number(),
  investment: z.number(),
  /** Firm default fee a year on new comparisons' investments, a fraction. */
  annualFee: z.number(),
  keywords: z.array(z.string()),
  /** The company's own report disclaimer, or null for the product's default. */
  reportDisclaimer: z.string().nullable(),
  /** Whether assistants and read-only members may export clients' personal data (ADR 050). */
  exportByStaff: z.boolean(),
  /** URL of the logo (changes when the logo changes), or null. */
  accountImage: z.string().nullable(),
  owner: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/** Lowercase prefixes of the account name, up to 24 characters (spec §9), for search. */
export function accountNameKeywords(accountName: string): string[] {
  const name = accountName.trim().toLowerCase().slice(0, 24);
  return Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1));
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** PUT /api/v1/company/logo: where the stored (re-encoded) logo is read from, and its size. */
export const logoUploadedSchema = z.object({
  accountImage: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** Path parameters: `/companies/:companyId/logo`. */
export const companyIdParamsSchema = z.object({ companyId: z.string() });
