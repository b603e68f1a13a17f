import { formatDateOr } from "@adviser-desk/format";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconLock, IconLockOpen, IconRestore, IconTrash } from "@tabler/icons-react";
import { NO_START_DATE } from "@/lib/constants";
import { useMemberCan } from "@/lib/member-can";

interface RecordStatusBannerProps {
  noun: string;
  locked: boolean;
  lockedAt: string | null;
  deletedAt: string | null;
  busy: boolean;
  onUnlock: () => void;
  onRestore: () => void;
}

/** A clear, read-only notice when the record is locked (spec §4) or deleted (restorable). */
export function RecordStatusBanner({
  noun,
  locked,
  lockedAt,
  deletedAt,
  busy,
  onUnlock,
  onRestore,
}: RecordStatusBannerProps) {
  // Restoring is a write, unlocking `records.lock` (ADR 029): a role without it is told whom to ask.
  const canRestore = useMemberCan("records.write");
  const canUnlock = useMemberCan("records.lock");
  if (deletedAt !== null) {
    return (
      <Alert color="red" icon={<IconTrash size={20} />} title={`This ${noun} was deleted`}>
        <Group justify="space-between" gap="sm" align="center">
          <Text size="sm">
            Deleted on {formatDateOr(deletedAt, NO_START_DATE)}. It can be restored for 30 days;
            until then it is read-only.
          </Text>
          {canRestore ? (
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRestore size={15} />}
              loading={busy}
              onClick={onRestore}
            >
              Restore
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (!locked) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={20} />}
      title="Locked — read-only"
      role="status"
    >
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" maw={640}>
          This {noun} was locked
          {lockedAt ? ` on ${formatDateOr(lockedAt, NO_START_DATE)}` : ""}: its inputs and its
          result are kept exactly as they were, with the rate tables used then.{" "}
          {canUnlock ? "Unlock it to make changes." : "An adviser can unlock it for changes."}
        </Text>
        {canUnlock ? (
          <Button
            size="xs"
            variant="white"
            color="dark"
            leftSection={<IconLockOpen size={15} />}
            loading={busy}
            onClick={onUnlock}
          >
            Unlock
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
