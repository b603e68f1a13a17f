import { Button, Group, Modal, Text } from "@mantine/core";

interface LeaveDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
  onSaveAndLeave: () => void;
}

/** Asked when leaving a record with unsaved changes for another route inside the app. */
export function LeaveDialog({ opened, onStay, onLeave, onSaveAndLeave }: LeaveDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave without saving?" centered radius="lg">
      <Text size="sm" mb="lg">
        You have changes that are not saved. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onStay}>
          Stay
        </Button>
        <Button variant="light" color="red" onClick={onLeave}>
          Leave without saving
        </Button>
        <Button onClick={onSaveAndLeave}>Save and leave</Button>
      </Group>
    </Modal>
  );
}
