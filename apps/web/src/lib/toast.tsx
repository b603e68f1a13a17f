import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconExclamationCircle } from "@tabler/icons-react";
import { TOAST_MS } from "./constants";

export type ToastKind = "error" | "success";

/** A button inside a toast; pressing it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Loaded with the first toast (see notify.ts); renders through <ToastHost>. */
export function showToast(kind: ToastKind, message: string, action?: ToastAction): void {
  const Icon = kind === "error" ? IconExclamationCircle : IconCheck;
  const id = notifications.show({
    color: kind === "error" ? "red" : "teal",
    message: action ? (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="navy"
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    icon: <Icon size={20} stroke={1.8} />,
    autoClose: TOAST_MS,
    withCloseButton: true,
    closeButtonProps: { "aria-label": "Close" },
  });
}
