import type { RateTableVersion } from "@adviser-desk/contracts";
import { type LumpSumTable, lumpSumTableSchema } from "@adviser-desk/finance";
import { Button, Loader, Stack, Text } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { rateTableQueryOptions, useRateTableList } from "../api/rate-tables";
import { AuditTrail } from "../components/audit-trail";
import { LumpSumForm } from "../components/lump-sum-form";
import { ProblemList } from "../components/problem-list";
import { PublishPanel } from "../components/publish-panel";
import { RateTableVersions } from "../components/rate-table-versions";
import { downloadTableCsv } from "../lib/download-csv";
import { lumpSumDraftFrom } from "../lib/new-table";
import { useTableDraft } from "../lib/use-table-draft";

const KIND = "lump-sum" as const;

/** /admin/constants/lump-sums/:period: the lump-sum tables in force from that date. */
export function LumpSumScreen() {
  const { period = "" } = useParams();
  const items = useRateTableList().data?.items;
  const stored = (items ?? []).filter((row) => row.kind === KIND);
  const earlier =
    stored.filter((row) => row.key <= period).sort((a, b) => b.key.localeCompare(a.key))[0] ??
    stored.sort((a, b) => b.key.localeCompare(a.key))[0];
  const [own, base] = useQueries({
    queries: [
      rateTableQueryOptions(KIND, period),
      { ...rateTableQueryOptions(KIND, earlier?.key ?? ""), enabled: earlier !== undefined },
    ],
  });
  const pending =
    own.isPending ||
    items === undefined ||
    (own.data === null && earlier !== undefined && base.isPending);
  const start = own.data
    ? own.data.table
    : base.data
      ? lumpSumDraftFrom(lumpSumTableSchema.parse(base.data.table), period)
      : null;
  return (
    <AdminPage
      title={`Lump-sum tax tables from ${period}`}
      description={
        own.data
          ? `Version ${own.data.current.version}: ${own.data.current.source}`
          : "No table for this date yet: the draft starts from the latest earlier one."
      }
    >
      {pending ? (
        <Loader />
      ) : (
        <LumpSumEditor
          key={`${period}:${own.data?.current.version ?? 0}`}
          period={period}
          start={start}
          history={own.data?.history ?? null}
        />
      )}
    </AdminPage>
  );
}

function LumpSumEditor(props: {
  period: string;
  start: unknown;
  history: RateTableVersion[] | null;
}) {
  const { draft, problems, errors, setField } = useTableDraft<unknown>(KIND, props.start);
  return (
    <Stack gap="md">
      {props.start === null ? (
        <Text c="dimmed">There is no table to start from.</Text>
      ) : (
        // The form edits a table that started as a valid lump-sum table and keeps its shape.
        <LumpSumForm table={draft as LumpSumTable} errors={errors} onField={setField} />
      )}
      <ProblemList problems={problems} />
      <Button
        variant="default"
        style={{ alignSelf: "flex-start" }}
        onClick={() => downloadTableCsv(draft, `${KIND}-${props.period}.csv`)}
      >
        Download CSV
      </Button>
      <PublishPanel kind={KIND} table={draft} valid={problems.length === 0} />
      {props.history ? (
        <RateTableVersions rows={props.history} keyLabel="Effective date" linkOf={null} />
      ) : null}
      <AuditTrail
        title="Changes to this table"
        targetType="rate-table"
        targetId={`${KIND}:${props.period}`}
      />
    </Stack>
  );
}
