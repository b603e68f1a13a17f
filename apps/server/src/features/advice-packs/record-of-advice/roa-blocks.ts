import {
  FEE_FREQUENCY_LABELS,
  type IssuedRoaContent,
  KIND_WORDS,
  REPLACEMENT_ASPECTS,
  type ReplacementAspect,
  type ReportBlock,
  RISK_QUESTIONS,
  ROA_SECTIONS,
  type RoaRecord,
} from "@adviser-desk/contracts";
import { formatMoney } from "@adviser-desk/format";
import type { PackSectionModel } from "../advice-pack-model";

/**
 * The warning General Code s8(4)(b) prescribes when the client declines to give information
 * (docs/reference/fais-records-of-advice.md §2).
 */
export const INCOMPLETE_INFORMATION_WARNING =
  "You did not give all the information asked for. A full analysis of your needs could therefore not be done: there may be limitations on the appropriateness of this advice, and you should take particular care to consider on your own whether it is appropriate, given your objectives, financial situation and particular needs.";

export const NO_REPLACEMENT = "No product recommended in this record replaces a product you hold.";

/** Free text as the adviser typed it: one printed paragraph per non-empty line. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const notes = (key: string, title: string, items: string[]): ReportBlock => ({
  type: "notes",
  key,
  title,
  items,
});

const appendixLetter = (i: number) => String.fromCharCode(65 + i);
export const appendixTitle = (i: number) => `Appendix ${appendixLetter(i)}`;

/** The records the advice rests on, in the order ticked. */
export interface RoaBasisRecord extends Pick<RoaRecord, "kind" | "name" | "version" | "tables"> {}

/**
 * The record of advice's own sections as report blocks (General Code s9, s8, s3(1)(a)(vii)):
 * what the advice is based on, the client's needs and risk profile, the products considered and
 * recommended with reasons and the results that show them, any replacement side by side, and the
 * fees in rand. Nothing internal: no ids, no audit trail, no adviser notes.
 */
export function roaSections(
  content: IssuedRoaContent,
  context: { profile: { label: string; value: string }[]; records: RoaBasisRecord[] },
): PackSectionModel[] {
  const { basis, needs } = content;
  const basisBlocks: ReportBlock[] = [];
  if (basis.informationIncomplete) {
    basisBlocks.push(
      notes("incomplete", "Warning: the information is incomplete", [
        INCOMPLETE_INFORMATION_WARNING,
        ...paragraphs(basis.informationDeclined).map((p) => `Not given: ${p}`),
      ]),
    );
  }
  basisBlocks.push({
    type: "facts",
    title: "Your profile",
    rows: context.profile.map((line, i) => ({ key: `profile${i}`, ...line })),
  });
  if (context.records.length > 0) {
    basisBlocks.push({
      type: "table",
      key: "records",
      title: "Calculations the advice rests on",
      columns: [
        { key: "name", label: "Calculation", numeric: false },
        { key: "kind", label: "Kind", numeric: false },
        { key: "version", label: "Version", numeric: false },
        { key: "appendix", label: "Printed in", numeric: false },
      ],
      rows: context.records.map((r, i) => [
        r.name,
        KIND_WORDS[r.kind].label,
        String(r.version),
        appendixTitle(i),
      ]),
    });
    const tables = context.records.flatMap((r) => r.tables.map((t) => `${r.name}: ${t}`));
    if (tables.length > 0) basisBlocks.push(notes("tables", "Official tables used", tables));
  }
  const other = paragraphs(basis.otherInformation);
  if (other.length > 0) basisBlocks.push(notes("other", "Other information and material", other));

  const money = (v: number | null) => (v === null ? "Not given" : formatMoney(v));
  const scoreRows = RISK_QUESTIONS.map((q, i) => {
    const answer = needs.riskAnswers[i] ?? 0;
    return [q.question, q.answers[answer] ?? "", String(answer)];
  });
  const needsBlocks: ReportBlock[] = [
    notes("objectives", "Your needs and objectives", paragraphs(needs.objectives)),
    {
      type: "facts",
      title: "Your financial situation",
      rows: [
        { key: "income", label: "Income a month", value: money(needs.monthlyIncome) },
        { key: "expenses", label: "Expenses a month", value: money(needs.monthlyExpenses) },
        { key: "assets", label: "Assets", value: money(needs.assets) },
        { key: "liabilities", label: "Debts", value: money(needs.liabilities) },
      ],
    },
    ...(paragraphs(needs.financialNotes).length > 0
      ? [notes("financial", "About your finances", paragraphs(needs.financialNotes))]
      : []),
    notes(
      "knowledge",
      "Your product knowledge and experience",
      paragraphs(needs.knowledgeAndExperience),
    ),
    {
      type: "table",
      key: "risk",
      title: "Your risk profile",
      note: "Each answer scores 0 to 3; the total places the profile in a band.",
      columns: [
        { key: "question", label: "Question", numeric: false },
        { key: "answer", label: "Your answer", numeric: false },
        { key: "score", label: "Score", numeric: true },
      ],
      rows: scoreRows,
      footer: [
        `Risk profile: ${content.risk.band}`,
        `Out of ${content.risk.maxScore}`,
        String(content.risk.score),
      ],
    },
    ...(paragraphs(needs.riskNotes).length > 0
      ? [notes("risk-notes", "About your risk profile", paragraphs(needs.riskNotes))]
      : []),
  ];

  const recommended = content.products
    .map((p, i) => ({ p, evidence: content.evidenceTexts[i] ?? null }))
    .filter(({ p }) => p.recommended);
  const others = content.products.filter((p) => !p.recommended);
  const productBlocks: ReportBlock[] = [
    {
      type: "table",
      key: "products",
      title: "Products considered",
      columns: [
        { key: "product", label: "Product", numeric: false },
        { key: "provider", label: "Provider", numeric: false },
        { key: "outcome", label: "Outcome", numeric: false },
      ],
      rows: content.products.map((p) => [
        p.name,
        p.provider,
        p.recommended ? "Recommended" : "Not recommended",
      ]),
    },
    ...recommended.map(({ p, evidence }, i) =>
      notes(`recommended${i}`, `Recommended: ${p.name}, ${p.provider}`, [
        ...paragraphs(p.reason).map((r, j) => (j === 0 ? `Why: ${r}` : r)),
        ...(evidence ? [`What the calculation shows: ${evidence}`] : []),
        ...(p.replaces
          ? [
              `It replaces ${p.replaces.existingProduct} (${p.replaces.existingProvider}): see section 4.`,
            ]
          : []),
      ]),
    ),
    ...(others.length > 0
      ? [
          notes(
            "not-recommended",
            "Considered and not recommended",
            others.map((p) => `${p.name}, ${p.provider}: ${paragraphs(p.reason).join(" ")}`),
          ),
        ]
      : []),
  ];

  const replacing = content.products.filter((p) => p.recommended && p.replaces);
  const replacementBlocks: ReportBlock[] =
    replacing.length === 0
      ? [notes("no-replacement", "No replacement", [NO_REPLACEMENT])]
      : replacing.map((p, i) => {
          const r = p.replaces;
          if (!r) throw new Error("filtered to products that replace one");
          return {
            type: "table",
            key: `replacement${i}`,
            title: `${p.name} in place of ${r.existingProduct}`,
            columns: [
              { key: "aspect", label: "", numeric: false },
              {
                key: "existing",
                label: `Now: ${r.existingProduct}, ${r.existingProvider}`,
                numeric: false,
              },
              { key: "proposed", label: `Recommended: ${p.name}, ${p.provider}`, numeric: false },
            ],
            rows: Object.entries(REPLACEMENT_ASPECTS).map(([aspect, label]) => {
              const pair = r[aspect as ReplacementAspect];
              return [label, pair.existing, pair.proposed];
            }),
          } satisfies ReportBlock;
        });

  const feeBlocks: ReportBlock[] = [
    {
      type: "table",
      key: "fees",
      title: "Fees and charges",
      note: "Amounts in rand; where no amount can be given, how it is calculated.",
      columns: [
        { key: "fee", label: "Fee or charge", numeric: false },
        { key: "amount", label: "Amount", numeric: true },
        { key: "frequency", label: "How often", numeric: false },
        { key: "basis", label: "How it is calculated", numeric: false },
      ],
      rows: content.fees.map((f) => [
        f.description,
        f.amount === null ? "Not fixed" : formatMoney(f.amount),
        FEE_FREQUENCY_LABELS[f.frequency],
        f.basis || "The amount shown",
      ]),
    },
  ];

  return [
    { key: "basis", title: ROA_SECTIONS.basis, blocks: basisBlocks },
    { key: "needs", title: ROA_SECTIONS.needs, blocks: needsBlocks },
    { key: "products", title: ROA_SECTIONS.products, blocks: productBlocks },
    { key: "replacement", title: ROA_SECTIONS.replacement, blocks: replacementBlocks },
    { key: "fees", title: ROA_SECTIONS.fees, blocks: feeBlocks },
  ];
}
