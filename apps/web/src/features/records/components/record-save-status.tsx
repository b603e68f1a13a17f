import { Group, Loader, Text } from "@mantine/core";
import { IconCircleCheck, IconLock, IconPointFilled, IconTrash } from "@tabler/icons-react";

interface RecordSaveStatusProps {
  dirty: boolean;
  saving: boolean;
  locked: boolean;
  deleted: boolean;
}

/** "Unsaved changes" / "Saving…" / "All changes saved" (or Locked, Deleted) by the toolbar. */
export function RecordSaveStatus({ dirty, saving, locked, deleted }: RecordSaveStatusProps) {
  if (deleted || locked) {
    const Icon = deleted ? IconTrash : IconLock;
    return (
      <Group gap={6} wrap="nowrap">
        <Icon
          size={16}
          color={`var(--mantine-color-${deleted ? "red" : "yellow"}-8)`}
          aria-hidden
        />
        <Text size="sm" fw={600} c={deleted ? "red.8" : "yellow.9"}>
          {deleted ? "Deleted" : "Locked"}
        </Text>
      </Group>
    );
  }
  if (saving) {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size={14} />
        <Text size="sm" c="dimmed">
          Saving…
        </Text>
      </Group>
    );
  }
  if (dirty) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconPointFilled size={16} color="var(--mantine-color-orange-6)" aria-hidden />
        <Text size="sm" c="orange.8" fw={500}>
          Unsaved changes
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text size="sm" c="dimmed">
        All changes saved
      </Text>
    </Group>
  );
}
