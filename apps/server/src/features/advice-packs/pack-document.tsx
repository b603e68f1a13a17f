/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { styles } from "#server/documents/pdf/pdf-styles";
import {
  Block,
  contentWidth,
  type PdfLogo,
  ReportBody,
} from "#server/documents/pdf/report-document";
import type { AdvicePackModel } from "./advice-pack-model";
import { packStyles } from "./pack-styles";
import { appendixTitle } from "./record-of-advice/roa-blocks";

/** The first page of each section, filled in by a first layout pass (see render-pack-pdf.tsx). */
export type SectionStarts = Map<string, number>;

export interface PackSection {
  key: string;
  title: string;
  subtitle: string;
}

/** The record's sections and appendices after the cover and contents, in order. */
export function packSections(pack: AdvicePackModel): PackSection[] {
  return [
    ...pack.sections.map((section) => ({ key: section.key, title: section.title, subtitle: "" })),
    ...pack.reports.map((report, i) => ({
      key: `report-${i}`,
      title: `${appendixTitle(i)}: ${report.title}`,
      subtitle: report.recordName,
    })),
  ];
}

const LOGO_BOX = { width: 200, height: 80 };

function Cover({ pack, logo }: { pack: AdvicePackModel; logo: PdfLogo | null }) {
  const scale = logo ? Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1) : 1;
  const c = pack.company;
  const rows: [string, string][] = [
    ["Prepared for", pack.clientFullName],
    ["Adviser", pack.adviserName],
    ["Company", c.name],
    ...(pack.fspNumber
      ? [
          ["Licence", `Authorised financial services provider, FSP ${pack.fspNumber}`] as [
            string,
            string,
          ],
        ]
      : []),
    ["Date", pack.issuedDateText],
    ["Version", pack.versionText],
  ];
  return (
    <View style={packStyles.cover}>
      {logo ? (
        <Image
          style={{ width: logo.width * scale, height: logo.height * scale, marginBottom: 18 }}
          src={{ data: logo.data, format: "png" }}
        />
      ) : (
        <Text style={styles.companyName}>{c.name}</Text>
      )}
      <View style={packStyles.coverRule} />
      <Text style={packStyles.coverTitle}>{pack.title}</Text>
      <Text style={packStyles.coverClient}>{pack.clientFullName}</Text>
      <View style={packStyles.coverFacts}>
        {rows.map(([label, value]) => (
          <View key={label} style={packStyles.coverFact}>
            <Text style={packStyles.coverLabel}>{label}</Text>
            <Text style={packStyles.coverValue}>{value}</Text>
          </View>
        ))}
      </View>
      <View style={packStyles.coverContact}>
        {c.address.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Text>{[c.phone, c.email, c.website].filter(Boolean).join("  ·  ")}</Text>
        {c.vatNumber ? <Text>VAT no. {c.vatNumber}</Text> : null}
      </View>
    </View>
  );
}

function Contents({ sections, starts }: { sections: PackSection[]; starts: SectionStarts }) {
  return (
    <View>
      <Text style={styles.title}>Contents</Text>
      <View style={{ marginTop: 16 }}>
        {sections.map((section) => (
          <View key={section.key} style={packStyles.contentsRow} wrap={false}>
            <View style={packStyles.contentsText}>
              <Text style={styles.strong}>{section.title}</Text>
              {section.subtitle ? (
                <Text style={packStyles.contentsSubtitle}>{section.subtitle}</Text>
              ) : null}
            </View>
            <Text style={packStyles.contentsPage}>{String(starts.get(section.key) ?? "")}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/**
 * Records the page a section starts on while react-pdf lays the document out. A marker inside
 * flowing content is drawn first while the whole flow is still on its first page and again once
 * paginated, so the last page it is drawn on is the one it is printed on.
 */
function StartMarker({ sectionKey, starts }: { sectionKey: string; starts: SectionStarts }) {
  return (
    <Text
      style={packStyles.marker}
      render={({ pageNumber }) => {
        starts.set(sectionKey, pageNumber);
        return " ";
      }}
    />
  );
}

function Footer({ pack }: { pack: AdvicePackModel }) {
  return (
    <>
      <Text style={styles.footerLeft} fixed>
        {pack.company.name} · {pack.title} for {pack.clientFullName} · {pack.versionText} ·{" "}
        {pack.issuedDateText}
      </Text>
      <Text
        style={styles.footerRight}
        fixed
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </>
  );
}

/** The pack is printed on A4 only: every page's content is this wide, in points. */
const A4_CONTENT_WIDTH = contentWidth("A4");

/**
 * The record of advice: cover, contents, the record's sections one after the other, then each
 * calculation's report as an appendix (the same body as its own PDF, with its basis and the
 * disclaimer), page numbers across the whole document. `printed` holds the section start pages for the contents;
 * `seen` collects them during layout.
 */
export function PackDocument({
  pack,
  logo,
  printed,
  seen,
}: {
  pack: AdvicePackModel;
  logo: PdfLogo | null;
  printed: SectionStarts;
  seen: SectionStarts;
}) {
  const date = new Date(`${pack.issuedDate}T12:00:00Z`);
  const sections = packSections(pack);
  return (
    <Document
      title={`${pack.title}: ${pack.clientFullName}`}
      author={pack.company.name}
      subject={`Prepared for ${pack.clientFullName}`}
      creator="Adviser Desk"
      producer="Adviser Desk"
      creationDate={date}
      modificationDate={date}
      language="en-ZA"
    >
      <Page size="A4" style={styles.page}>
        <Cover pack={pack} logo={logo} />
        <Footer pack={pack} />
      </Page>
      <Page size="A4" style={styles.page}>
        <Contents sections={sections} starts={printed} />
        <Footer pack={pack} />
      </Page>
      <Page size="A4" style={styles.page}>
        {pack.sections.map((section, i) => (
          <View key={section.key}>
            {/* The title, its marker and the first block stay on one page together. */}
            <View wrap={false}>
              <Text style={[styles.title, i > 0 ? { marginTop: 22 } : {}]}>{section.title}</Text>
              <StartMarker sectionKey={section.key} starts={seen} />
              {section.blocks.slice(0, 1).map((block) => (
                <Block
                  key={`${block.type}-${block.title}`}
                  block={block}
                  width={A4_CONTENT_WIDTH}
                />
              ))}
            </View>
            {section.blocks.slice(1).map((block) => (
              <Block key={`${block.type}-${block.title}`} block={block} width={A4_CONTENT_WIDTH} />
            ))}
          </View>
        ))}
        <Text style={[styles.disclaimer, { marginTop: 18 }]}>{pack.disclaimer}</Text>
        <Footer pack={pack} />
      </Page>
      {pack.reports.length > 0 ? (
        // The appendices follow one another (each a page or so): a handful of pages, not one each.
        <Page size="A4" style={styles.page}>
          {pack.reports.map((report, i) => (
            <View key={report.recordId} style={i > 0 ? { marginTop: 30 } : {}}>
              <ReportBody
                report={report}
                logo={logo}
                width={A4_CONTENT_WIDTH}
                marker={<StartMarker sectionKey={`report-${i}`} starts={seen} />}
              />
            </View>
          ))}
          <Footer pack={pack} />
        </Page>
      ) : null}
    </Document>
  );
}
