import type { ClientResponse } from "@adviser-desk/contracts";
import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { useMemberCan } from "@/lib/member-can";
import { notifySuccess } from "@/lib/notify";
import { ClientFormModal } from "../components/client-form-modal";
import { ClientList } from "../components/client-list";
import { ClientSearch } from "../components/client-search";
import { fullName } from "../lib/client-name";
import classes from "./clients-screen.module.css";

const DeletedClientList = lazy(() =>
  import("../components/deleted-client-list").then((m) => ({ default: m.DeletedClientList })),
);

type Editing = { kind: "add" } | { kind: "edit"; client: ClientResponse } | null;

/** /clients ("Clients / Scenarios"): search, add, edit, delete with undo, recently deleted. */
export function ClientsScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const view = params.get("view");
  const showDeleted = view === "deleted";
  const filter = view === "review-due" || view === "restricted" ? view : undefined;
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = useMemberCan("clients.write");

  const setParam = useCallback(
    (name: string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const search = useCallback((text: string) => setParam("q", text), [setParam]);

  return (
    <Stack gap="lg">
      <title>Clients / Scenarios · Adviser Desk</title>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28} c="navy.9">
            Clients / Scenarios
          </Title>
          <Text c="dimmed">
            Your clients, and the scenarios and calculations you prepare for them.
          </Text>
        </Stack>
        {canAdd ? (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: "add" })}>
            Add client
          </Button>
        ) : null}
      </Group>
      <div className={classes.toolbar}>
        <ClientSearch value={q} onSearch={search} />
        <SegmentedControl
          aria-label="Which clients"
          value={showDeleted ? "deleted" : (filter ?? "current")}
          onChange={(value) => setParam("view", value === "current" ? "" : value)}
          data={[
            { value: "current", label: "Clients" },
            { value: "review-due", label: "Review due" },
            { value: "restricted", label: "Restricted" },
            { value: "deleted", label: "Recently deleted" },
          ]}
          size="md"
          radius="md"
        />
      </div>
      {showDeleted ? (
        <Suspense fallback={null}>
          <DeletedClientList q={q} />
        </Suspense>
      ) : (
        <ClientList
          q={q}
          filter={filter}
          onAdd={() => setEditing({ kind: "add" })}
          onEdit={(client) => setEditing({ kind: "edit", client })}
        />
      )}
      <ClientFormModal
        opened={editing !== null}
        client={editing?.kind === "edit" ? editing.client : undefined}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notifySuccess(`${fullName(saved)} ${editing?.kind === "add" ? "added" : "saved"}`);
        }}
      />
    </Stack>
  );
}
