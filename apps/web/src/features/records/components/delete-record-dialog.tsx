import { Button, Group, Modal, Text } from "@mantine/core";

interface DeleteRecordDialogProps {
  opened: boolean;
  noun: string;
  name: string;
  /** Unsaved changes are lost with the record. */
  dirty: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete 'Plan A'?" — deleting is soft: the client's Recently deleted list restores it. */
export function DeleteRecordDialog({
  opened,
  noun,
  name,
  dirty,
  deleting,
  onCancel,
  onConfirm,
}: DeleteRecordDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={`Delete this ${noun}?`} centered radius="lg">
      <Text size="sm">
        <b>{name}</b> moves to the client's <i>Recently deleted</i> list, where it can be restored
        for 30 days.{dirty ? " Its unsaved changes are lost." : ""}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
