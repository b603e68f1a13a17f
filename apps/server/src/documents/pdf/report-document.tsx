/** @jsxRuntime automatic */
/** @jsxImportSource react */

import type { ReportBlock, ReportResponse } from "@adviser-desk/contracts";
import { BASIS_WITHOUT_TABLES as NO_TABLES } from "@adviser-desk/contracts";
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { PdfChart } from "./pdf-chart";
import { styles } from "./pdf-styles";
import { tableColumnWidths } from "./table-columns";

export interface PdfLogo {
  data: Buffer;
  width: number;
  height: number;
}

const LOGO_BOX = { width: 150, height: 54 };

function Header({
  report,
  logo,
  marker,
}: {
  report: ReportResponse;
  logo: PdfLogo | null;
  marker?: ReactNode;
}) {
  const c = report.company;
  const scale = logo ? Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1) : 1;
  // One piece: a title never stands at the foot of a page without its name and details (an
  // appendix of a record of advice starts mid-document, wherever the last one ended).
  return (
    <View wrap={false}>
      {marker}
      <View style={styles.header}>
        <View style={styles.companyBlock}>
          {logo ? (
            <Image
              style={[styles.logo, { width: logo.width * scale, height: logo.height * scale }]}
              src={{ data: logo.data, format: "png" }}
            />
          ) : null}
          <Text style={styles.companyName}>{c.name}</Text>
          {c.address.map((line) => (
            <Text key={line} style={{ fontSize: 8, color: "#5c6670" }}>
              {line}
            </Text>
          ))}
        </View>
        <View style={styles.contactBlock}>
          {c.lines.map((line) => (
            <Text key={line} style={styles.contactLine}>
              {line}
            </Text>
          ))}
        </View>
      </View>
      <View style={styles.divider} />
      <Text style={styles.title}>{report.title}</Text>
      <Text style={styles.subtitle}>{report.recordName}</Text>
      <View style={styles.metaRow}>
        <Meta label="Prepared for" value={report.clientFullName} />
        <Meta label="Date" value={report.reportDateText} />
        {report.taxYear !== null ? <Meta label="Tax year" value={String(report.taxYear)} /> : null}
      </View>
      {report.locked ? (
        <Text style={styles.lockedNote}>
          Locked advice: these figures were fixed on {report.reportDateText} and do not change when
          tables are updated.
        </Text>
      ) : null}
    </View>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.metaItem}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text style={styles.metaValue}>{value}</Text>
    </View>
  );
}

export function SectionTitle({ children }: { children: string }) {
  // minPresenceAhead keeps a title on the same page as the first lines below it.
  return (
    <Text style={styles.sectionTitle} minPresenceAhead={90}>
      {children}
    </Text>
  );
}

/** A section's title kept on one page with its first row: a title never ends a page alone. */
function Lead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <View wrap={false}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </View>
  );
}

/** Renders the first item inside the Lead and the rest after it. */
function led<T>(
  title: string,
  items: T[],
  render: (item: T, i: number) => ReactNode,
  head?: ReactNode,
) {
  const [first, ...rest] = items;
  return (
    <>
      <Lead title={title}>
        {head}
        {first === undefined ? null : render(first, 0)}
      </Lead>
      {rest.map((item, i) => render(item, i + 1))}
    </>
  );
}

export function Block({ block, width }: { block: ReportBlock; width: number }) {
  switch (block.type) {
    case "facts":
      return (
        <View style={styles.section}>
          {led(block.title, block.rows, (row) => (
            <View key={`${row.key}-${row.label}`} style={styles.factRow} wrap={false}>
              <Text style={[styles.factLabel, row.strong ? styles.strong : {}]}>{row.label}</Text>
              <Text style={[styles.factValue, row.strong ? styles.strong : {}]}>
                {row.value}
                {row.estimate ? <Text style={styles.estimate}> (estimate)</Text> : null}
              </Text>
            </View>
          ))}
        </View>
      );
    case "table":
      return <Table block={block} width={width} />;
    case "chart":
      return (
        <View style={styles.section} wrap={false}>
          <SectionTitle>{block.title}</SectionTitle>
          <PdfChart chart={block.chart} width={width} />
        </View>
      );
    case "notes":
      return (
        <View style={styles.section}>
          {led(block.title, block.items, (item) => (
            <View key={item} style={styles.bullet} wrap={false}>
              <Text style={styles.bulletMark}>•</Text>
              <Text style={styles.bulletText}>{item}</Text>
            </View>
          ))}
        </View>
      );
  }
}

/** Up to this many rows a table is kept on one page (a 20-year grid fits on A4). */
const WHOLE_TABLE_ROWS = 25;

function Table({
  block,
  width,
}: {
  block: Extract<ReportBlock, { type: "table" }>;
  width: number;
}) {
  // Wide tables (the investment options) set their figures a size smaller.
  const wide = block.columns.length > 6;
  const small = wide ? { fontSize: 7 } : {};
  const widths = tableColumnWidths(
    block,
    width,
    wide ? { header: 7, body: 7 } : { header: 7.5, body: 8 },
  );
  const cell = (i: number) => [
    styles.cell,
    { width: widths[i] ?? 0 },
    block.columns[i]?.numeric ? styles.numeric : {},
  ];
  // A short table stays on one page: read across its columns without turning the page back.
  return (
    <View style={styles.section} wrap={block.rows.length > WHOLE_TABLE_ROWS}>
      {led(
        block.title,
        block.rows,
        (row, r) => (
          <View
            key={r}
            style={[styles.tableRow, r % 2 === 1 ? styles.tableRowBand : {}, small]}
            wrap={false}
          >
            {row.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
              <Text key={i} style={cell(i)}>
                {value}
              </Text>
            ))}
          </View>
        ),
        <>
          {block.note ? <Text style={styles.note}>{block.note}</Text> : null}
          <View style={[styles.tableHeader, small]}>
            {block.columns.map((c, i) => (
              <Text key={c.key} style={cell(i)}>
                {c.label}
              </Text>
            ))}
          </View>
        </>,
      )}
      {block.footer ? (
        <View style={[styles.tableFooter, small]} wrap={false}>
          {block.footer.map((value, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
            <Text key={i} style={cell(i)}>
              {value}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

function Basis({ report }: { report: ReportResponse }) {
  const { basis } = report;
  return (
    <>
      {basis.working.length > 0 ? (
        <View style={styles.section}>
          {led("How it was worked out", basis.working, (line, i) => (
            <View key={i} style={styles.traceRow} wrap={false}>
              <View style={styles.traceLabel}>
                <Text>{line.label}</Text>
                {line.rule ? <Text style={styles.traceRule}>{line.rule}</Text> : null}
              </View>
              <Text style={styles.traceAmount}>{line.amount}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View style={styles.section}>
        {basis.tables.length === 0 ? (
          <Lead title="Basis">
            <Text style={styles.note}>{NO_TABLES}</Text>
          </Lead>
        ) : (
          led("Basis", basis.tables, (t) => (
            <View key={t.label} style={{ marginBottom: 5 }} wrap={false}>
              <Text style={styles.strong}>{t.label}</Text>
              <Text style={styles.traceRule}>Source: {t.source}</Text>
            </View>
          ))
        )}
        {basis.estimates.map((text) => (
          <View key={text} style={styles.bullet} wrap={false}>
            <Text style={[styles.bulletMark, styles.estimate]}>•</Text>
            <Text style={styles.bulletText}>{text}</Text>
          </View>
        ))}
        <Text style={styles.disclaimer}>{basis.disclaimer}</Text>
      </View>
    </>
  );
}

/** A4 for clients; the report lint also prints narrower and wider pages to test the line breaks. */
export type ReportPageSize = "A4" | { width: number; height: number };

const A4_WIDTH = 595.28;
/** The width between the page margins, in points. */
export const contentWidth = (size: ReportPageSize) =>
  (size === "A4" ? A4_WIDTH : size.width) - 2 * styles.page.paddingHorizontal;

/** A report's pages' content: branded header, the blocks, the working, the basis and disclaimer. */
export function ReportBody({
  report,
  logo,
  width,
  marker,
}: {
  report: ReportResponse;
  logo: PdfLogo | null;
  width: number;
  /** Drawn inside the header, so it records the page the header is printed on. */
  marker?: ReactNode;
}) {
  return (
    <>
      <Header report={report} logo={logo} marker={marker} />
      {report.blocks.map((block) => (
        <Block key={`${block.type}-${block.title}`} block={block} width={width} />
      ))}
      <Basis report={report} />
    </>
  );
}

/** The client report as an A4 PDF: branded header, the blocks, the working, the basis. */
export function ReportDocument({
  report,
  logo,
  pageSize = "A4",
}: {
  report: ReportResponse;
  logo: PdfLogo | null;
  pageSize?: ReportPageSize;
}) {
  const date = new Date(`${report.reportDate}T12:00:00Z`);
  return (
    <Document
      title={`${report.title}: ${report.recordName}`}
      author={report.company.name}
      subject={`Prepared for ${report.clientFullName}`}
      creator="Adviser Desk"
      producer="Adviser Desk"
      creationDate={date}
      modificationDate={date}
      language="en-ZA"
    >
      <Page
        size={typeof pageSize === "string" ? pageSize : [pageSize.width, pageSize.height]}
        style={styles.page}
      >
        <ReportBody report={report} logo={logo} width={contentWidth(pageSize)} />
        <Text style={styles.footerLeft} fixed>
          {report.company.name} · {report.title} for {report.clientFullName}
        </Text>
        <Text
          style={styles.footerRight}
          fixed
          render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  );
}
