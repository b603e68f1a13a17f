import type { ReportFormat } from "@adviser-desk/contracts/endpoints/report-routes";
import { Alert, Button, Group, Menu, Skeleton, Stack } from "@mantine/core";
import {
  IconArrowLeft,
  IconChevronDown,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFileWord,
  IconPrinter,
} from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import type { RecordKind } from "@/features/records";
import { KINDS, RecordSiblings, recordPath, recordReportPath } from "@/features/records";
import { useReport } from "../api/get-report";
import classes from "../components/report.module.css";
import { ReportBasis, ReportBlockView } from "../components/report-blocks";
import { ReportHeader } from "../components/report-header";
import { reportDownloadUrl } from "../lib/report-paths";

/** /<kind>/:id/report: the client report on screen, printable, with its downloads. */
export function ReportScreen({ kind }: { kind: RecordKind }) {
  const { id = "" } = useParams();
  const report = useReport(kind, id);
  if (report.isError) throw report.error;
  const download = (format: ReportFormat, query?: Readonly<Record<string, string>>) =>
    reportDownloadUrl(kind, id, format, query);
  const { spreadsheetLabel, extraDownloads } = KINDS[kind].report;

  return (
    <Stack gap="lg">
      {report.data ? (
        <RecordSiblings
          kind={KINDS[kind]}
          id={id}
          clientId={report.data.clientId}
          currentName={report.data.recordName}
          pathOf={recordReportPath}
        />
      ) : null}
      <Group justify="space-between" className={classes.noPrint} wrap="wrap" gap="sm">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={17} />}
          component={Link}
          to={recordPath(kind, id)}
        >
          Back to the calculation
        </Button>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={download("pdf")}
            download
            leftSection={<IconFileTypePdf size={17} />}
          >
            Download PDF
          </Button>
          <Button
            component="a"
            href={download("docx")}
            download
            variant="default"
            leftSection={<IconFileWord size={17} />}
          >
            Download Word
          </Button>
          {report.data && report.data.spreadsheets.length > 0 ? (
            <Menu position="bottom-end" width={220}>
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconFileSpreadsheet size={17} />}
                  rightSection={<IconChevronDown size={15} />}
                >
                  Spreadsheet
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{spreadsheetLabel}</Menu.Label>
                <Menu.Item component="a" href={download("xlsx")} download>
                  Excel workbook (.xlsx)
                </Menu.Item>
                <Menu.Item component="a" href={download("csv")} download>
                  CSV
                </Menu.Item>
                {extraDownloads.map((extra) => (
                  <Menu.Item
                    key={extra.label}
                    component="a"
                    href={download(extra.format, extra.query)}
                    download
                  >
                    {extra.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          <Button
            variant="subtle"
            leftSection={<IconPrinter size={17} />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Group>
      {report.data ? (
        <article className={classes.paper} aria-label="Report">
          <ReportHeader report={report.data} />
          {report.data.blocks.map((block) => (
            <ReportBlockView key={`${block.type}-${block.title}`} block={block} />
          ))}
          <ReportBasis report={report.data} />
        </article>
      ) : (
        <Stack className={classes.paper}>
          <Skeleton h={80} />
          <Skeleton h={300} />
        </Stack>
      )}
      {report.data?.locked === false ? (
        <Alert color="gray" variant="light" className={classes.noPrint}>
          This calculation is not locked: the report uses today's tables and changes when the
          calculation does. Lock it to keep this advice exactly as it is.
        </Alert>
      ) : null}
    </Stack>
  );
}
