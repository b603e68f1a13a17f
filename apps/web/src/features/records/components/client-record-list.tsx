import { Badge, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { capitalise } from "@/lib/capitalise";
import { notifySuccess } from "@/lib/notify";
import { useCopyRecord } from "../engine/copy-record";
import { useDeleteRecord } from "../engine/delete-record";
import { useClientRecords } from "../engine/list-client-records";
import { useLockRecord } from "../engine/lock-record";
import { recordName } from "../engine/record-name";
import type { RecordKind } from "../engine/record-types";
import { useRestoreRecord } from "../engine/restore-record";
import { KINDS } from "../kinds/kinds";
import { ClientRecordRow, type RecordRowActions } from "./client-record-row";
import classes from "./client-records.module.css";

interface ClientRecordListProps {
  kind: RecordKind;
  clientId: string;
  deleted: boolean;
  readOnly: boolean;
  onNew: (kind: RecordKind) => void;
}

/** One kind of a client's records (spec §7: newest first), with its actions. */
export function ClientRecordList({
  kind,
  clientId,
  deleted,
  readOnly,
  onNew,
}: ClientRecordListProps) {
  const info = KINDS[kind];
  const list = useClientRecords(kind, clientId, deleted);
  const actions = useRowActions(kind, clientId);
  const items = list.data ?? [];
  const headingId = `records-${kind}`;

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap={8} wrap="nowrap" miw={0}>
          <Title order={3} fz="md" c="navy.9" id={headingId}>
            {info.plural}
          </Title>
          {list.data ? (
            <Badge size="sm" variant="light" color="gray" radius="sm">
              {items.length}
            </Badge>
          ) : null}
        </Group>
        {deleted || readOnly ? null : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={15} />}
            onClick={() => onNew(kind)}
            aria-label={`New ${info.noun}`}
          >
            New
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Skeleton h={54} radius="md" />
      ) : list.isError ? (
        <div className={classes.empty}>
          <Text size="sm" c="red.8">
            The {info.pluralNoun} could not be loaded.{" "}
            <Text
              component="button"
              type="button"
              size="sm"
              c="navy.7"
              fw={600}
              onClick={() => void list.refetch()}
              style={{ background: "none", border: 0, padding: 0, cursor: "pointer" }}
            >
              Try again
            </Text>
          </Text>
        </div>
      ) : items.length === 0 ? (
        <div className={classes.empty}>
          {deleted
            ? `No ${info.pluralNoun} deleted in the last 30 days.`
            : `No ${info.pluralNoun} yet.`}
        </div>
      ) : (
        <ul className={classes.list} aria-label={info.plural}>
          {items.map((record) => (
            <li key={record.id}>
              <ClientRecordRow
                kind={kind}
                record={record}
                deleted={deleted}
                readOnly={readOnly}
                actions={actions}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The list's row actions, with their toasts (failures reach the shared red toast). */
function useRowActions(kind: RecordKind, clientId: string): RecordRowActions {
  const noun = capitalise(KINDS[kind].noun);
  const copy = useCopyRecord(kind);
  const lock = useLockRecord(kind, "lock");
  const unlock = useLockRecord(kind, "unlock");
  const remove = useDeleteRecord(kind);
  const restore = useRestoreRecord(kind);
  const restoreWithToast = (id: string) =>
    restore.mutate(id, { onSuccess: () => notifySuccess(`${noun} restored`) });
  return {
    copy: (id) =>
      copy.mutate(id, {
        onSuccess: (record) => notifySuccess(`Copy created: ${recordName(KINDS[kind], record)}`),
      }),
    lock: (id) => lock.mutate({ id }, { onSuccess: () => notifySuccess(`${noun} locked`) }),
    unlock: (id) => unlock.mutate({ id }, { onSuccess: () => notifySuccess(`${noun} unlocked`) }),
    remove: (id) =>
      remove.mutate(
        { id, clientId },
        {
          onSuccess: () =>
            notifySuccess(`${noun} deleted`, {
              label: "Undo",
              onClick: () => restoreWithToast(id),
            }),
        },
      ),
    restore: restoreWithToast,
  };
}
