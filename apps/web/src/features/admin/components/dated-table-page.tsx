import type { RateTableDetailResponse, RateTableKind } from "@adviser-desk/contracts";
import { Loader, Stack, Text } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { rateTableQueryOptions, useRateTableList } from "../api/rate-tables";
import type { RateTableFormProps } from "../lib/table-field";
import { useTableDraft } from "../lib/use-table-draft";
import { AuditTrail } from "./audit-trail";
import { ProblemList } from "./problem-list";
import { PublishPanel } from "./publish-panel";
import { RateTableVersions } from "./rate-table-versions";
import { SavedTableCsvButton } from "./saved-table-csv-button";

/** What the page needs of one kind of dated table. */
export interface DatedTableKind {
  kind: RateTableKind;
  /** A draft for a date that has no table yet, from the latest earlier table (as stored). */
  draftFrom: (earlier: unknown, period: string) => unknown;
  /** The kind's form; the draft started as a valid table of the kind and keeps its shape. */
  form: (binding: RateTableFormProps<unknown>) => ReactNode;
}

interface DatedTablePageProps extends DatedTableKind {
  title: string;
  /** The effective date the table is in force from. */
  period: string;
  /** Shown above the editor (a switch between the tables of one page). */
  children?: ReactNode;
}

/** A rate table in force from an effective date (lump sums, transfer duty, cost tariff) as a form. */
export function DatedTablePage({
  title,
  kind,
  period,
  draftFrom,
  form,
  children,
}: DatedTablePageProps) {
  const { pending, own, base } = useStartingTable(kind, period);
  return (
    <AdminPage
      title={title}
      description={
        own
          ? `Version ${own.current.version}: ${own.current.source}`
          : "No table for this date yet: the draft starts from the latest earlier one."
      }
    >
      {children}
      {pending ? (
        <Loader />
      ) : (
        <DatedTableEditor
          key={`${kind}:${period}:${own?.current.version ?? 0}`}
          kind={kind}
          period={period}
          own={own}
          start={own ? own.table : base ? draftFrom(base.table, period) : null}
          form={form}
        />
      )}
    </AdminPage>
  );
}

/** The stored table of `period`, and the latest one in force before it (to start a draft from). */
function useStartingTable(kind: RateTableKind, period: string) {
  const items = useRateTableList().data?.items;
  const byDate = (items ?? [])
    .filter((row) => row.kind === kind)
    .sort((a, b) => b.key.localeCompare(a.key));
  const earlier = byDate.find((row) => row.key <= period) ?? byDate[0];
  const [own, base] = useQueries({
    queries: [
      rateTableQueryOptions(kind, period),
      { ...rateTableQueryOptions(kind, earlier?.key ?? ""), enabled: earlier !== undefined },
    ],
  });
  const pending =
    own.isPending ||
    items === undefined ||
    (own.data === null && earlier !== undefined && base.isPending);
  return { pending, own: own.data ?? null, base: base.data ?? null };
}

function DatedTableEditor(props: {
  kind: RateTableKind;
  period: string;
  own: RateTableDetailResponse | null;
  start: unknown;
  form: DatedTableKind["form"];
}) {
  const { kind, period, own } = props;
  const { draft, problems, errors, edited, setField } = useTableDraft<unknown>(kind, props.start);
  return (
    <Stack gap="md">
      {props.start === null ? (
        <Text c="dimmed">There is no table to start from.</Text>
      ) : (
        props.form({ table: draft, errors, onField: setField })
      )}
      <ProblemList problems={problems} />
      {props.start === null ? null : (
        <SavedTableCsvButton
          opened={props.start}
          version={own?.current.version ?? null}
          fileName={`${kind}-${period}.csv`}
          edited={edited}
        />
      )}
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
