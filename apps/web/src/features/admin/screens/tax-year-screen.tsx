import type { RateTableDetailResponse } from "@adviser-desk/contracts";
import { type TaxYearTable, taxYearTableSchema } from "@adviser-desk/finance";
import { Alert, Loader, Stack, Text } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { rateTableQueryOptions, useRateTableList } from "../api/rate-tables";
import { AuditTrail } from "../components/audit-trail";
import { ProblemList } from "../components/problem-list";
import { PublishPanel } from "../components/publish-panel";
import { RateTableVersions } from "../components/rate-table-versions";
import { SavedTableCsvButton } from "../components/saved-table-csv-button";
import { TaxYearForm } from "../components/tax-year-form";
import { taxYearDraftFrom } from "../lib/new-table";
import { useTableDraft } from "../lib/use-table-draft";

const today = () => new Date().toISOString().slice(0, 10);

/** /admin/constants/tax-scenario/:year: one year's table as a form, checked live, saved as a new version. */
export function TaxYearScreen() {
  const { year = "" } = useParams();
  const list = useRateTableList().data;
  // The nearest stored year is the starting point for a year that has no table yet.
  const nearest = (list?.items ?? [])
    .filter((row) => row.kind === "tax-year")
    .sort(
      (a, b) => Math.abs(Number(a.key) - Number(year)) - Math.abs(Number(b.key) - Number(year)),
    )[0];
  const [own, base] = useQueries({
    queries: [
      rateTableQueryOptions("tax-year", year),
      { ...rateTableQueryOptions("tax-year", nearest?.key ?? ""), enabled: nearest !== undefined },
    ],
  });
  if (own.isPending || (own.data === null && base.isPending)) {
    return (
      <AdminPage title={`Tax year ${year}`}>
        <Loader />
      </AdminPage>
    );
  }
  const start = startingTable(own.data ?? null, base.data ?? null, Number(year));
  if (!start) {
    return (
      <AdminPage title={`Tax year ${year}`}>
        <Alert color="red">There is no tax year table to start from.</Alert>
      </AdminPage>
    );
  }
  return (
    <TaxYearEditor
      key={`${year}:${own.data?.current.version ?? 0}`}
      year={year}
      detail={own.data ?? null}
      start={start}
    />
  );
}

function startingTable(
  own: RateTableDetailResponse | null,
  base: RateTableDetailResponse | null,
  year: number,
) {
  if (own) return taxYearTableSchema.parse(own.table);
  if (!base || !Number.isInteger(year)) return null;
  return taxYearDraftFrom(taxYearTableSchema.parse(base.table), year, today());
}

function TaxYearEditor(props: {
  year: string;
  detail: RateTableDetailResponse | null;
  start: TaxYearTable;
}) {
  const { year, detail } = props;
  const { draft, problems, errors, edited, setField } = useTableDraft("tax-year", props.start);
  return (
    <AdminPage
      title={`Tax year ${year}`}
      description={
        detail
          ? `Version ${detail.current.version}: ${detail.current.source}`
          : "No table yet: this draft starts from the nearest year."
      }
      actions={
        <SavedTableCsvButton
          opened={props.start}
          version={detail?.current.version ?? null}
          fileName={`tax-year-${year}.csv`}
          edited={edited}
        />
      }
    >
      <TaxYearForm table={draft} errors={errors} onField={setField} />
      <Stack gap="sm">
        <ProblemList problems={problems} />
        <Text size="xs" c="dimmed">
          The deemed vehicle cost table and the confidence notes are kept as they are; change them
          through a CSV or JSON import.
        </Text>
      </Stack>
      <PublishPanel kind="tax-year" table={draft} valid={problems.length === 0} />
      {detail ? (
        <Stack gap="xs">
          <Text fw={600}>Versions</Text>
          <RateTableVersions rows={detail.history} keyLabel="Tax year" linkOf={null} />
        </Stack>
      ) : null}
      <AuditTrail
        title="Changes to this table"
        targetType="rate-table"
        targetId={`tax-year:${year}`}
      />
    </AdminPage>
  );
}
