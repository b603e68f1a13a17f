import { type ReportFormat, reportRoutes } from "@adviser-desk/contracts/endpoints/report-routes";
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
import { RecordSiblings } from "@/components/records/record-siblings";
import { urlOf } from "@/lib/api";
import { recordPath, recordReportPath } from "@/lib/records/record-kinds";
import type { RecordKind } from "@/lib/records/record-types";
import { useReport } from "../api/get-report";
import classes from "../components/report.module.css";
import { ReportBasis, ReportBlockView } from "../components/report-blocks";
import { ReportHeader } from "../components/report-header";
import { reportDownloadUrl } from "../lib/report-paths";

const SPREADSHEET_LABELS: Record<RecordKind, string> = {
  scenario: "The working",
  "transfer-duty": "",
  "home-loan-repayment": "The schedule",
  "investment-comparison": "Year by year",
};

/** /<kind>/:id/report: the client report on screen, printable, with its downloads. */
export function ReportScreen({ kind }: { kind: RecordKind }) {
  const { id = "" } = useParams();
  const report = useReport(kind, id);
  if (report.isError) throw report.error;
  const download = (format: ReportFormat) => reportDownloadUrl(kind, id, format);

  return (
    <Stack gap="lg">
      {report.data ? (
        <RecordSiblings
          kind={kind}
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
                <Menu.Label>{SPREADSHEET_LABELS[kind]}</Menu.Label>
                <Menu.Item component="a" href={download("xlsx")} download>
                  Excel workbook (.xlsx)
                </Menu.Item>
                <Menu.Item component="a" href={download("csv")} download>
                  CSV
                </Menu.Item>
                {kind === "home-loan-repayment" ? (
                  <Menu.Item
                    component="a"
                    href={urlOf(reportRoutes.getHomeLoanRepaymentReportCsv, {
                      params: { id },
                      query: { schedule: "yearly" },
                    })}
                    download
                  >
                    CSV, one row a year
                  </Menu.Item>
                ) : null}
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

export const ScenarioReportRoute = () => <ReportScreen kind="scenario" />;
export const TransferDutyReportRoute = () => <ReportScreen kind="transfer-duty" />;
export const HomeLoanReportRoute = () => <ReportScreen kind="home-loan-repayment" />;
export const InvestmentComparisonReportRoute = () => <ReportScreen kind="investment-comparison" />;
