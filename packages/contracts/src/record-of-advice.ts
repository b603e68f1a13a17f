import { randsSchema } from "@adviser-desk/finance";
import { z } from "zod";
import { ADVICE_PACK_MAX_RECORDS } from "./advice-packs";
import { recordKindSchema } from "./record-common";

/*
 * The record of advice (FAIS General Code of Conduct s9, with s8, s3(1)(a)(vii) and s7(2);
 * docs/reference/fais-records-of-advice.md §1): what the adviser writes per client, section by
 * section, drawn from the file where it can be. A draft is edited freely; issuing freezes it in
 * an advice pack (apps/server/src/features/advice-packs) and refuses while a required section is
 * empty (s7(2): no client signs an incomplete document).
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` });
const money = randsSchema.multipleOf(0.01, { error: "must be rands and cents" }).nullable();

/**
 * A simple risk-profile questionnaire: five questions, answers scored 0–3, the sum placed in a
 * band. It is the practice's own screening aid, printed with every answer and the score so the
 * client can see how the profile was reached; it is not a regulated instrument.
 */
export const RISK_QUESTIONS = [
  {
    key: "horizon",
    question: "When will you need most of this money?",
    answers: ["Within 2 years", "In 2 to 5 years", "In 5 to 10 years", "In more than 10 years"],
  },
  {
    key: "fall",
    question: "If the investment fell by 20 % in a year, what would you do?",
    answers: ["Sell all of it", "Sell some of it", "Keep it", "Invest more"],
  },
  {
    key: "aim",
    question: "Which matters most to you?",
    answers: [
      "Keeping the capital safe",
      "A steady income",
      "Balanced growth",
      "The highest growth over the long term",
    ],
  },
  {
    key: "experience",
    question: "How much have you invested in shares or unit trusts before?",
    answers: ["Never", "A little", "A fair amount", "A lot, over many years"],
  },
  {
    key: "share",
    question: "How much of your wealth is this money?",
    answers: ["Nearly all of it", "More than half", "Less than half", "A small part"],
  },
] as const;

/** The bands of the questionnaire's score (0–15), lowest first: [highest score in the band, name]. */
export const RISK_BANDS = [
  [3, "Conservative"],
  [6, "Moderately conservative"],
  [9, "Moderate"],
  [12, "Moderately aggressive"],
  [15, "Aggressive"],
] as const;

export interface RiskProfile {
  score: number;
  maxScore: number;
  band: string;
}

/** The score and band, or null until every question is answered. */
export function riskProfileOf(answers: readonly (number | null)[]): RiskProfile | null {
  if (answers.length !== RISK_QUESTIONS.length || answers.some((a) => a === null)) return null;
  const score = answers.reduce<number>((sum, a) => sum + (a ?? 0), 0);
  const band = RISK_BANDS.find(([upTo]) => score <= upTo)?.[1] ?? "Aggressive";
  return { score, maxScore: RISK_QUESTIONS.length * 3, band };
}

/** One aspect of a replacement, for the existing product and the recommended one side by side. */
export const sideBySideSchema = z.object({ existing: text(1500), proposed: text(1500) });

/** s8(1)(d): what the client must be told when a product replaces one they hold (docs/reference/fais-records-of-advice.md §3). */
export const replacementSchema = z.object({
  existingProduct: text(200),
  existingProvider: text(200),
  /** Fees and charges, in rand or as the basis of calculation. */
  fees: sideBySideSchema,
  /** Penalties or other costs of ending or leaving the product. */
  penalties: sideBySideSchema,
  taxConsequences: sideBySideSchema,
  /** Terms, conditions, exclusions, and the effect of age and health on premiums. */
  terms: sideBySideSchema,
  /** Material differences in investment risk. */
  risk: sideBySideSchema,
});
export type Replacement = z.infer<typeof replacementSchema>;
export type ReplacementAspect = "fees" | "penalties" | "taxConsequences" | "terms" | "risk";

/** The aspects compared side by side, in the order printed. */
export const REPLACEMENT_ASPECTS: Record<ReplacementAspect, string> = {
  fees: "Fees and charges",
  penalties: "Penalties and costs of leaving",
  taxConsequences: "Tax consequences",
  terms: "Terms, conditions and exclusions",
  risk: "Investment risk",
};

export const emptyReplacement = (): Replacement => ({
  existingProduct: "",
  existingProvider: "",
  fees: { existing: "", proposed: "" },
  penalties: { existing: "", proposed: "" },
  taxConsequences: { existing: "", proposed: "" },
  terms: { existing: "", proposed: "" },
  risk: { existing: "", proposed: "" },
});

export const roaProductSchema = z.object({
  name: text(200),
  provider: text(200),
  /** Recommended to the client (otherwise considered and not recommended). */
  recommended: z.boolean(),
  /** Why it is likely to meet the stated needs (recommended), or why not (considered). */
  reason: text(3000),
  /** A ticked record whose result shows it, and which of its results ("option:<label>", …). */
  evidence: z
    .object({ recordId: z.string().max(64), key: z.string().max(300) })
    .nullable()
    .default(null),
  /** When it replaces a product the client holds (s8(1)(d)). */
  replaces: replacementSchema.nullable().default(null),
});
export type RoaProduct = z.infer<typeof roaProductSchema>;

export const FEE_FREQUENCIES = ["once", "monthly", "yearly"] as const;
export const FEE_FREQUENCY_LABELS: Record<(typeof FEE_FREQUENCIES)[number], string> = {
  once: "Once",
  monthly: "A month",
  yearly: "A year",
};

/** s3(1)(a)(vii): a fee or charge in rand, or the basis on which it is calculated (docs/reference/fais-records-of-advice.md §4). */
export const roaFeeSchema = z.object({
  description: text(300),
  /** Rands and cents; null when only the basis is given. */
  amount: money.default(null),
  frequency: z.enum(FEE_FREQUENCIES).default("once"),
  /** How it is calculated ("0,5 % a year of the fund value"), when no amount is given or as well. */
  basis: text(500),
});
export type RoaFee = z.infer<typeof roaFeeSchema>;

export const roaContentSchema = z.object({
  basis: z.object({
    /** The client's records the advice rests on, in the order printed (their reports are appended). */
    recordIds: z
      .array(z.string().max(64))
      .max(ADVICE_PACK_MAX_RECORDS)
      .refine((ids) => new Set(ids).size === ids.length, { error: "A record was ticked twice." }),
    /** Other information and material the advice is based on (statements, quotes, discussions). */
    otherInformation: text(4000),
    /** The client declined to give information the analysis needs (s8(2)–(4)). */
    informationIncomplete: z.boolean(),
    /** What was not given, in the adviser's words (printed in the warning). */
    informationDeclined: text(2000),
  }),
  needs: z.object({
    objectives: text(4000),
    monthlyIncome: money.default(null),
    monthlyExpenses: money.default(null),
    assets: money.default(null),
    liabilities: money.default(null),
    financialNotes: text(3000),
    knowledgeAndExperience: text(2000),
    /** One answer index (0–3) per RISK_QUESTIONS entry, null while unanswered. */
    riskAnswers: z
      .array(z.number().int().min(0).max(3).nullable())
      .length(RISK_QUESTIONS.length, { error: "one answer per question" }),
    riskNotes: text(2000),
  }),
  products: z.array(roaProductSchema).max(12, { error: "at most 12 products" }),
  fees: z.array(roaFeeSchema).max(20, { error: "at most 20 fee lines" }),
  /** Print each record's full schedules (year by year) instead of its summary pages. */
  fullSchedules: z.boolean(),
});
export type RoaContent = z.infer<typeof roaContentSchema>;

export const emptyRoaContent = (): RoaContent => ({
  basis: {
    recordIds: [],
    otherInformation: "",
    informationIncomplete: false,
    informationDeclined: "",
  },
  needs: {
    objectives: "",
    monthlyIncome: null,
    monthlyExpenses: null,
    assets: null,
    liabilities: null,
    financialNotes: "",
    knowledgeAndExperience: "",
    riskAnswers: RISK_QUESTIONS.map(() => null),
    riskNotes: "",
  },
  products: [],
  fees: [],
  fullSchedules: false,
});

/** The record's sections, in the order printed and edited. */
export const ROA_SECTIONS = {
  basis: "1. Information the advice is based on",
  needs: "2. Needs, objectives, financial situation and risk profile",
  products: "3. Products considered and recommended",
  replacement: "4. Replacement of an existing product",
  fees: "5. Fees and charges",
} as const;
export type RoaSection = keyof typeof ROA_SECTIONS;

export interface RoaProblem {
  section: RoaSection;
  message: string;
}

const blank = (s: string) => s.trim() === "";

/**
 * Why the record cannot be issued yet, naming the section (s7(2), docs/reference/fais-records-of-advice.md §5);
 * empty when it can. The server
 * refuses to issue on any problem; the editor shows the same list as a checklist.
 */
export function roaProblems(c: RoaContent, liveRecordIds?: ReadonlySet<string>): RoaProblem[] {
  const out: RoaProblem[] = [];
  const add = (section: RoaSection, message: string) => out.push({ section, message });
  if (c.basis.recordIds.length === 0 && blank(c.basis.otherInformation))
    add(
      "basis",
      "Tick at least one calculation or describe the information the advice is based on.",
    );
  if (liveRecordIds && c.basis.recordIds.some((id) => !liveRecordIds.has(id)))
    add("basis", "A ticked calculation was removed: untick it.");
  if (c.basis.informationIncomplete && blank(c.basis.informationDeclined))
    add("basis", "Say what information the client declined to give.");
  if (blank(c.needs.objectives)) add("needs", "Describe the client's needs and objectives.");
  const figures = [
    c.needs.monthlyIncome,
    c.needs.monthlyExpenses,
    c.needs.assets,
    c.needs.liabilities,
  ];
  if (figures.every((f) => f === null) && blank(c.needs.financialNotes))
    add("needs", "Describe the client's financial situation (a figure or a note).");
  if (blank(c.needs.knowledgeAndExperience))
    add("needs", "Describe the client's product knowledge and experience.");
  if (riskProfileOf(c.needs.riskAnswers) === null)
    add("needs", "Answer every question of the risk profile.");
  if (c.products.length === 0) add("products", "List the products considered.");
  else if (!c.products.some((p) => p.recommended))
    add("products", "Mark at least one product as recommended.");
  c.products.forEach((p, i) => {
    const name = blank(p.name) ? `Product ${i + 1}` : p.name;
    if (blank(p.name)) add("products", `Product ${i + 1} has no name.`);
    if (p.recommended && blank(p.reason))
      add("products", `${name}: say why it is likely to meet the client's needs and objectives.`);
    if (!p.recommended && blank(p.reason))
      add("products", `${name}: say why it was not recommended.`);
    if (p.evidence && !c.basis.recordIds.includes(p.evidence.recordId))
      add("products", `${name}: the calculation it refers to is not ticked in section 1.`);
    if (p.replaces) {
      const r = p.replaces;
      if (blank(r.existingProduct)) add("replacement", `${name}: name the product it replaces.`);
      if (blank(r.existingProvider))
        add("replacement", `${name}: name the provider of the product it replaces.`);
      for (const [aspect, label] of Object.entries(REPLACEMENT_ASPECTS)) {
        const pair = r[aspect as ReplacementAspect];
        if (blank(pair.existing) || blank(pair.proposed))
          add("replacement", `${name}: ${label.toLowerCase()}, fill in both products.`);
      }
      if (!p.recommended)
        add("replacement", `${name}: only a recommended product can replace one the client holds.`);
    }
  });
  if (c.fees.length === 0)
    add("fees", "List the fees and charges (an amount in rand or the basis of calculation).");
  c.fees.forEach((f, i) => {
    if (blank(f.description)) add("fees", `Fee line ${i + 1} has no description.`);
    if (f.amount === null && blank(f.basis))
      add("fees", `Fee line ${i + 1}: give the amount in rand or the basis of calculation.`);
  });
  return out;
}

/** A result of a calculation a recommendation can point to ("ranked first in comparison X"). */
export const roaEvidenceSchema = z.object({ key: z.string(), text: z.string() });
export type RoaEvidence = z.infer<typeof roaEvidenceSchema>;

/** One of the client's live calculations, as the editor offers it. */
export const roaRecordSchema = z.object({
  id: z.string(),
  kind: recordKindSchema,
  name: z.string(),
  version: z.number().int(),
  locked: z.boolean(),
  /** "Tax scenario · saved 02 December 2026". */
  description: z.string(),
  /** The dated rate tables it uses, as printed. */
  tables: z.array(z.string()),
  evidence: z.array(roaEvidenceSchema),
});
export type RoaRecord = z.infer<typeof roaRecordSchema>;

export const roaProblemSchema = z.object({
  section: z.enum(["basis", "needs", "products", "replacement", "fees"]),
  message: z.string(),
});

/** GET/PUT /api/v1/clients/:id/record-of-advice: the draft, and what the editor draws from the file. */
export const roaDraftResponseSchema = z.object({
  clientId: z.string(),
  clientFullName: z.string(),
  /** 0 until first saved. */
  version: z.number().int(),
  updatedAtText: z.string().nullable(),
  content: roaContentSchema,
  /** The client's profile lines (no identity numbers), printed in section 2. */
  profile: z.array(z.object({ label: z.string(), value: z.string() })),
  records: z.array(roaRecordSchema),
  risk: z
    .object({ score: z.number().int(), maxScore: z.number().int(), band: z.string() })
    .nullable(),
  problems: z.array(roaProblemSchema),
  /** The version number the next issue gets (1 for the first record of advice). */
  nextIssueNumber: z.number().int(),
});
export type RoaDraftResponse = z.infer<typeof roaDraftResponseSchema>;

export const saveRoaDraftInputSchema = z.object({
  /** The version read (0 for a first save): a stale one is refused as a conflict. */
  version: z.number().int().min(0),
  content: roaContentSchema,
});
export type SaveRoaDraftInput = z.infer<typeof saveRoaDraftInputSchema>;

/** POST /api/v1/clients/:id/record-of-advice/issue: issue the draft as saved at this version. */
export const issueRoaInputSchema = z.object({
  version: z.number().int().min(1),
  /** E-mail the acknowledgement link to the client's profile address, or only return it to copy. */
  sendLink: z.enum(["email", "copy"]).default("copy"),
});

/** The record's content as issued, with what was derived from the file at that moment. */
export interface IssuedRoaContent extends RoaContent {
  /** Per product (same order): the linked calculation's result in words, or null. */
  evidenceTexts: (string | null)[];
  risk: RiskProfile;
}
