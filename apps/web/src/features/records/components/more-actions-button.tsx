import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import type { RecordActions } from "./use-record-actions";

export interface RecordMoreMenuProps {
  reportPath: string;
  locked: boolean;
  deleted: boolean;
  readOnly: boolean;
  canWrite: boolean;
  canLock: boolean;
  canDelete: boolean;
  actions: RecordActions;
  onDelete: () => void;
}

/** Phones: the "More actions" button the toolbar's secondary actions sit behind. */
export const MoreActionsButton = forwardRef<
  HTMLButtonElement,
  ActionIconProps & Omit<ComponentPropsWithoutRef<"button">, keyof ActionIconProps>
>(function MoreActionsButton(props, ref) {
  return (
    <ActionIcon
      ref={ref}
      variant="default"
      size={36}
      radius="md"
      aria-label="More actions"
      aria-haspopup="menu"
      hiddenFrom="sm"
      {...props}
    >
      <IconDots size={18} />
    </ActionIcon>
  );
});
