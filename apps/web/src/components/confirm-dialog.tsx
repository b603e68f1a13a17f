import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  opened: boolean;
  /** The question: "Disable this user?" */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The button that acts: "Disable user". */
  confirmLabel: string;
  color?: string;
  pending?: boolean;
  /** Why the last attempt was refused, shown under the explanation. */
  problem?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The one in-app confirmation: the question, what follows, Cancel and the named action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, color = "red", pending = false } = props;
  return (
    <Modal opened={opened} onClose={props.onCancel} title={title} centered radius="lg">
      <Text size="sm" component="div">
        {children}
      </Text>
      {props.problem ? (
        <div style={{ marginTop: "var(--mantine-spacing-md)" }}>{props.problem}</div>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={props.onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color={color} onClick={props.onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
