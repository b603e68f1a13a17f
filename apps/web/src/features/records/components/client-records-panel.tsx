import { Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useMemberCan } from "@/lib/member-can";
import type { RecordKind } from "../engine/record-types";
import { KIND_ORDER } from "../kinds/kinds";
import { ClientRecordList } from "./client-record-list";
import { NewRecordDialog } from "./new-record-dialog";

export interface ClientRecordsPanelProps {
  /** The client (a ClientResponse fits): its id, and deletedAt to make the lists read-only. */
  client: { id: string; deletedAt: string | null; dateOfBirth?: string | null };
  /** Which kinds to show, in order (default: all four). */
  kinds?: readonly RecordKind[];
}

/**
 * A client's four record lists (spec §1, §3): tax scenarios, transfer duty, home loan
 * repayments and investment comparisons — name, created date, Locked badge; New, Open, Copy,
 * Lock/Unlock and Delete (with Undo), and a "Recently deleted" view with Restore.
 */
export function ClientRecordsPanel({ client, kinds = KIND_ORDER }: ClientRecordsPanelProps) {
  // In the URL (?view=deleted, as on /clients), so a reload or Back keeps the view.
  const [search, setSearch] = useSearchParams();
  const view = search.get("view") === "deleted" ? "deleted" : "current";
  const setView = (next: string) =>
    setSearch(
      (params) => {
        if (next === "deleted") params.set("view", "deleted");
        else params.delete("view");
        return params;
      },
      { replace: true },
    );
  const [creating, setCreating] = useState<RecordKind | null>(null);
  // A deleted client's records cannot change, nor can anything for a role without
  // `records.write` (the row hides what else the role may not do).
  const canWrite = useMemberCan("records.write");
  const readOnly = client.deletedAt !== null || !canWrite;
  const deleted = view === "deleted";

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="lg"
      component="section"
      aria-labelledby="client-records"
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <div
            style={{
              display: "flex",
              flexWrap: "wrap",
              gap: 12,
              justifyContent: "space-between",
              alignItems: "center",
            }}
          >
            <Stack gap={2}>
              <Title order={2} fz="lg" c="navy.9" id="client-records">
                Calculations
              </Title>
              <Text size="sm" c="dimmed">
                {deleted
                  ? "Deleted in the last 30 days. Restore one to use it again."
                  : "Tax scenarios and calculators for this client, newest first."}
              </Text>
            </Stack>
            <SegmentedControl
              size="xs"
              radius="md"
              value={view}
              onChange={setView}
              data={[
                { value: "current", label: "Current" },
                { value: "deleted", label: "Recently deleted" },
              ]}
              aria-label="Which records to show"
            />
          </div>
        </Stack>
        {kinds.map((kind) => (
          <ClientRecordList
            key={kind}
            kind={kind}
            clientId={client.id}
            deleted={deleted}
            readOnly={readOnly}
            onNew={setCreating}
          />
        ))}
      </Stack>
      <NewRecordDialog
        kind={creating}
        clientId={client.id}
        profileDateOfBirth={client.dateOfBirth ?? null}
        onClose={() => setCreating(null)}
      />
    </Paper>
  );
}
