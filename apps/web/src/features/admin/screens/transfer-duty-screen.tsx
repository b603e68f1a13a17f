import type { RateTableDetailResponse, RateTableKind } from "@adviser-desk/contracts";
import {
  type TransferCostTariff,
  type TransferDutyTable,
  transferCostTariffSchema,
  transferDutyTableSchema,
} from "@adviser-desk/finance";
import { Button, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { rateTableQueryOptions, useRateTableList } from "../api/rate-tables";
import { AuditTrail } from "../components/audit-trail";
import { ProblemList } from "../components/problem-list";
import { PublishPanel } from "../components/publish-panel";
import { RateTableVersions } from "../components/rate-table-versions";
import { TransferCostTariffForm } from "../components/transfer-cost-tariff-form";
import { TransferDutyForm } from "../components/transfer-duty-form";
import { downloadTableCsv } from "../lib/download-csv";
import { dutyDraftFrom, tariffDraftFrom } from "../lib/new-table";
import { useTableDraft } from "../lib/use-table-draft";

type Part = "duty" | "tariff";
const KIND_OF: Record<Part, RateTableKind> = {
  duty: "transfer-duty",
  tariff: "transfer-cost-tariff",
};

/** The stored table of `period`, else the latest one in force before it (re-dated), as a draft. */
function useStartingTable(kind: RateTableKind, period: string) {
  const items = useRateTableList().data?.items;
  const earlier =
    (items ?? [])
      .filter((row) => row.kind === kind && row.key <= period)
      .sort((a, b) => b.key.localeCompare(a.key))[0] ??
    (items ?? []).filter((row) => row.kind === kind).sort((a, b) => b.key.localeCompare(a.key))[0];
  const [own, base] = useQueries({
    queries: [
      rateTableQueryOptions(kind, period),
      { ...rateTableQueryOptions(kind, earlier?.key ?? ""), enabled: earlier !== undefined },
    ],
  });
  const pending = own.isPending || items === undefined || (own.data === null && base.isPending);
  return { pending, own: own.data ?? null, base: base.data ?? null };
}

/** /admin/constants/transfer-duty/:period: the duty table and the cost tariff in force from that date. */
export function TransferDutyScreen() {
  const { period = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const part: Part = params.get("part") === "tariff" ? "tariff" : "duty";
  const kind = KIND_OF[part];
  const { pending, own, base } = useStartingTable(kind, period);
  return (
    <AdminPage
      title={`Transfer costs from ${period}`}
      description={
        own
          ? `Version ${own.current.version}: ${own.current.source}`
          : "No table for this date yet: the draft starts from the latest earlier one."
      }
    >
      <SegmentedControl
        value={part}
        onChange={(value) =>
          setParams(value === "tariff" ? { part: "tariff" } : {}, { replace: true })
        }
        data={[
          { value: "duty", label: "Transfer duty table" },
          { value: "tariff", label: "Transfer cost tariff" },
        ]}
        w={{ base: "100%", sm: "auto" }}
        style={{ alignSelf: "flex-start" }}
      />
      {pending ? (
        <Loader />
      ) : (
        <TableEditor
          key={`${part}:${period}:${own?.current.version ?? 0}`}
          part={part}
          period={period}
          own={own}
          start={startOf(part, own, base, period)}
        />
      )}
    </AdminPage>
  );
}

function startOf(
  part: Part,
  own: RateTableDetailResponse | null,
  base: RateTableDetailResponse | null,
  period: string,
) {
  if (own) return own.table;
  if (!base) return null;
  if (part === "duty") return dutyDraftFrom(transferDutyTableSchema.parse(base.table), period);
  return tariffDraftFrom(transferCostTariffSchema.parse(base.table), period);
}

function TableEditor(props: {
  part: Part;
  period: string;
  own: RateTableDetailResponse | null;
  start: unknown;
}) {
  const { part, period, own } = props;
  const kind = KIND_OF[part];
  const { draft, problems, errors, setField } = useTableDraft<unknown>(kind, props.start);
  return (
    <Stack gap="md">
      {part === "duty" && props.start !== null ? (
        // The form edits a table that started as a valid duty table and keeps its shape.
        <TransferDutyForm table={draft as TransferDutyTable} errors={errors} onField={setField} />
      ) : null}
      {part === "tariff" && props.start !== null ? (
        // Likewise a tariff: it started as a valid tariff and the form keeps its shape.
        <TransferCostTariffForm
          table={draft as TransferCostTariff}
          errors={errors}
          onField={setField}
        />
      ) : null}
      {props.start === null ? <Text c="dimmed">There is no table to start from.</Text> : null}
      <ProblemList problems={problems} />
      <Button
        variant="default"
        style={{ alignSelf: "flex-start" }}
        onClick={() => downloadTableCsv(draft, `${kind}-${period}.csv`)}
      >
        Download CSV
      </Button>
      <PublishPanel kind={kind} table={draft} valid={problems.length === 0} />
      {own ? (
        <RateTableVersions rows={own.history} keyLabel="Effective date" linkOf={null} />
      ) : null}
      <AuditTrail
        title="Changes to this table"
        targetType="rate-table"
        targetId={`${kind}:${period}`}
      />
    </Stack>
  );
}
