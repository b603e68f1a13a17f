import { formatDateOr, formatTime } from "@adviser-desk/format";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconGitMerge } from "@tabler/icons-react";
import { NO_START_DATE } from "@/lib/constants";

interface ConflictDialogProps {
  opened: boolean;
  /** "tax scenario" */
  noun: string;
  /** When the version on the server was saved (ISO). */
  theirsSavedAt: string | undefined;
  saving: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

const timeOf = (iso: string | undefined) => (iso ? formatTime(iso) : "");

/**
 * A save was refused because the record was saved elsewhere first (another tab, a colleague):
 * the person chooses which version to keep. Nothing is lost until they choose.
 */
export function ConflictDialog({
  opened,
  noun,
  theirsSavedAt,
  saving,
  onKeepMine,
  onLoadTheirs,
}: ConflictDialogProps) {
  return (
    <Modal
      opened={opened}
      // The choice cannot be dismissed: closing would leave the save neither done nor dropped.
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={`This ${noun} was changed elsewhere`}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Alert color="orange" icon={<IconGitMerge size={20} />}>
          Someone saved a newer version — perhaps you, in another tab —{" "}
          {theirsSavedAt
            ? `on ${formatDateOr(theirsSavedAt, NO_START_DATE)} at ${timeOf(theirsSavedAt)}`
            : "since you opened it"}
          . Your changes have not been saved yet.
        </Alert>
        <Text size="sm">
          <b>Keep mine</b> saves your version over theirs. <b>Load theirs</b> shows the newer
          version and drops your unsaved changes.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLoadTheirs} disabled={saving}>
            Load theirs
          </Button>
          <Button color="red" onClick={onKeepMine} loading={saving}>
            Keep mine (overwrite)
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
