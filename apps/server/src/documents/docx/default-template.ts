import {
  BASIS_WITHOUT_TABLES,
  COMMON_TEMPLATE_LOOPS,
  KINDS,
  type RecordKind,
  SUPERSEDED_TEMPLATE_LOOPS,
  YEAR_GRID_COLUMNS,
} from "@adviser-desk/contracts";
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";

/*
 * The built-in Word template of each kind, generated in code (no binary file in the repository):
 * every spec §1 placeholder, the kind's named results, and its loops as tables.
 */

// A 1×1 transparent PNG: the accountImage picture's stand-in until a report fills in the logo.
const PLACEHOLDER_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const ACCENT = "1F3A68";
const MUTED = "5C6670";
const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  bottom: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  left: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  right: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
};

/** Column headings that read better than the field name. */
const HEADINGS: Record<string, string> = {
  label: "Item",
  principal: "Capital",
  afterTaxExitValue: "After tax",
  real: "In today's money",
  contributed: "Paid in",
  totalContributed: "Paid in",
  finalValue: "Value",
  finalAfterTaxValue: "After tax",
  finalRealValue: "In today's money",
  annualisedReturn: "Return a year",
  differenceFromBest: "Against the best",
  fees: "Service fees",
  side: "For",
};

/** "openingBalance" → "Opening balance". */
const words = (key: string) => {
  const heading = HEADINGS[key];
  if (heading) return heading;
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const text = (value: string, options: { bold?: boolean; color?: string; size?: number } = {}) =>
  new TextRun({ text: value, font: "Calibri", ...options });
const para = (
  value: string,
  options: { bold?: boolean; color?: string; size?: number; align?: "right" } = {},
) =>
  new Paragraph({
    children: [text(value, options)],
    ...(options.align === "right" ? { alignment: AlignmentType.RIGHT } : {}),
  });
const heading = (value: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 80 },
    children: [text(value, { bold: true, color: ACCENT, size: 26 })],
  });
const cell = (children: Paragraph[], shade = false) =>
  new TableCell({
    children,
    ...(shade ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: ACCENT } } : {}),
  });

/** The home loan rests on no published table: its Basis says so instead of an empty table. */
const RESTS_ON_NO_TABLE: ReadonlySet<RecordKind> = new Set(["home-loan-repayment"]);

function headerBlock(): (Paragraph | Table)[] {
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      rows: [
        new TableRow({
          children: [
            cell([
              new Paragraph({
                children: [
                  new ImageRun({
                    type: "png",
                    data: PLACEHOLDER_PNG,
                    transformation: { width: 180, height: 64 },
                    altText: {
                      name: "accountImage",
                      description: "accountImage",
                      title: "accountImage",
                    },
                  }),
                ],
              }),
              para("{companyName}", { bold: true, color: ACCENT, size: 28 }),
              para("{address}", { color: MUTED, size: 18 }),
            ]),
            cell([
              // letterheadLines' order, with spec §1's fields by name (uploaded templates may
              // print the same column with the `letterhead` loop).
              para("{contactName}", { align: "right", size: 18 }),
              para("{#fspLine}{fspLine}{/fspLine}", { align: "right", size: 18 }),
              para("{phone}", { align: "right", size: 18 }),
              para("{email}", { align: "right", size: 18 }),
              para("{website}", { align: "right", size: 18 }),
              para("{#vatNumber}VAT no. {vatNumber}{/vatNumber}", {
                align: "right",
                size: 18,
                color: MUTED,
              }),
            ]),
          ],
        }),
      ],
    }),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      spacing: { before: 240 },
      children: [text("{reportTitle}", { bold: true, size: 40, color: "000000" })],
    }),
    // scenarioName (spec §1) is the record's name for every kind: the scenario name or description.
    para("{scenarioName}", { color: MUTED, size: 24 }),
    new Paragraph({
      spacing: { before: 160 },
      children: [
        text("Prepared for ", { color: MUTED }),
        text("{clientFullName}", { bold: true }),
        text("   Date ", { color: MUTED }),
        text("{reportDate}", { bold: true }),
        // Only a record with a tax year (a scenario) prints the line: a conditional section.
        text("{#taxYear}   Tax year ", { color: MUTED }),
        text("{taxYear}{/taxYear}", { bold: true }),
      ],
    }),
    para("Your adviser: {contactName}, {companyName} ({email})", { color: MUTED, size: 18 }),
  ];
}

/** Where the report's chart goes: a picture marked "reportChart", replaced when filled. */
function chartPicture(): Paragraph {
  return new Paragraph({
    spacing: { before: 240 },
    children: [
      new ImageRun({
        type: "png",
        data: PLACEHOLDER_PNG,
        transformation: { width: 600, height: 281 },
        altText: { name: "reportChart", description: "reportChart", title: "Chart" },
      }),
    ],
  });
}

/** A table whose second row repeats once per item of `loop`. */
function loopTable(
  loop: string,
  columns: readonly string[],
  headings: readonly string[] = columns.map(words),
): Table {
  const last = columns.length - 1;
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: headings.map((h) =>
          cell([para(h, { bold: true, color: "FFFFFF", size: 18 })], true),
        ),
      }),
      new TableRow({
        children: columns.map((c, i) =>
          cell([
            para(`${i === 0 ? `{#${loop}}` : ""}{${c}}${i === last ? `{/${loop}}` : ""}`, {
              size: 18,
            }),
          ]),
        ),
      }),
    ],
  });
}

function resultsTable(kind: RecordKind): Table {
  const labels: Record<string, string> = KINDS[kind].template.fields;
  const superseded: readonly string[] = KINDS[kind].template.superseded;
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: Object.entries(labels)
      .filter(([key]) => !superseded.includes(key))
      .map(
        ([key, label]) =>
          new TableRow({
            children: [cell([para(label)]), cell([para(`{${key}}`, { align: "right" })])],
          }),
      ),
  });
}

const bulletLoop = (loop: string) => [para(`{#${loop}}`), para("• {text}"), para(`{/${loop}}`)];

const LOOP_TITLES: Record<string, string> = {
  brackets: "Taxable income by tax bracket",
  disbursements: "Disbursements",
  yearly: "Amortisation by year",
  options: "The options at the horizon",
  yearsReal: "Year by year: in today's money",
  yearsAfterTax: "Year by year: after tax",
  yearsValue: "Year by year: value",
  yearsPaidIn: "Year by year: paid in",
};

/** A year grid with a column per option, headed by the option's name ({option1Label}…). */
function gridTable(loop: string, options: number): Table {
  const columns = YEAR_GRID_COLUMNS.slice(0, options + 1);
  const headings = columns.map((c) => (c === "year" ? "Year" : `{${c}Label}`));
  return loopTable(loop, columns, headings);
}
const isGrid = (columns: readonly string[]) => columns === YEAR_GRID_COLUMNS;

async function buildDefaultTemplate(kind: RecordKind, options: number): Promise<Buffer> {
  const loops: Record<string, readonly string[]> = KINDS[kind].template.loops;
  const tables = Object.entries(loops).filter(
    ([loop]) =>
      loop !== "monthly" && loop !== "assumptions" && !SUPERSEDED_TEMPLATE_LOOPS.includes(loop),
  );
  const children: (Paragraph | Table)[] = [
    ...headerBlock(),
    heading("What was assumed"),
    loopTable("inputs", COMMON_TEMPLATE_LOOPS.inputs),
    heading("Results"),
    resultsTable(kind),
    ...(kind === "transfer-duty" ? [] : [chartPicture()]),
    ...tables.flatMap(([loop, columns]) => [
      heading(LOOP_TITLES[loop] ?? words(loop)),
      isGrid(columns) ? gridTable(loop, options) : loopTable(loop, columns),
    ]),
    ...("assumptions" in loops
      ? [heading("How the options are modelled"), ...bulletLoop("assumptions")]
      : []),
    // Only when a value was taken from another record: a condition on the title field.
    para("{#takenFromTitle}"),
    heading("{takenFromTitle}"),
    ...bulletLoop("takenFrom"),
    para("{/takenFromTitle}"),
    heading("Please note"),
    ...bulletLoop("warnings"),
    heading("How it was worked out"),
    loopTable("working", COMMON_TEMPLATE_LOOPS.working),
    heading("Basis and assumptions"),
    RESTS_ON_NO_TABLE.has(kind)
      ? para(BASIS_WITHOUT_TABLES)
      : loopTable("basisTables", COMMON_TEMPLATE_LOOPS.basisTables),
    ...bulletLoop("estimates"),
    para("Questions? Speak to {firstName} on {phone} or at {email}.", { size: 18 }),
    para("{disclaimer}", { color: MUTED, size: 18 }),
  ];
  const doc = new Document({
    creator: "Adviser Desk",
    title: "Client report",
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  text("{companyName} · Page ", { size: 16, color: MUTED }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const built = new Map<string, Promise<Buffer>>();

/**
 * The built-in template of a kind (generated once per process). An investment comparison's year
 * grids have a column per option: `options` (2–4) sizes them; the downloadable one has four.
 */
export function defaultTemplate(kind: RecordKind, options = YEAR_GRID_COLUMNS.length - 1) {
  const key = `${kind}:${options}`;
  let template = built.get(key);
  if (!template) {
    template = buildDefaultTemplate(kind, options);
    built.set(key, template);
  }
  return template;
}

export const defaultTemplateFileName = (kind: RecordKind) => `${kind}-report-template.docx`;
