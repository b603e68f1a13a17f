import { notifications } from "@mantine/notifications";
import { IconCheck, IconExclamationCircle } from "@tabler/icons-react";
import { TOAST_MS } from "./toast-duration";

export type ToastKind = "error" | "success";

/** Loaded with the first toast (see notify.ts); renders through <ToastHost>. */
export function showToast(kind: ToastKind, message: string): void {
  const Icon = kind === "error" ? IconExclamationCircle : IconCheck;
  notifications.show({
    color: kind === "error" ? "red" : "teal",
    message,
    icon: <Icon size={20} stroke={1.8} />,
    autoClose: TOAST_MS,
    withCloseButton: true,
    closeButtonProps: { "aria-label": "Close" },
  });
}
