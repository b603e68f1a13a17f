import { IconLock, IconLockOpen } from "@tabler/icons-react";
import type { RecordActions } from "./use-record-actions";

/** The Lock or Unlock action the toolbar and its phone menu both offer, by the record's state. */
export function lockToggle(locked: boolean, actions: RecordActions) {
  return {
    label: locked ? "Unlock" : "Lock",
    Icon: locked ? IconLockOpen : IconLock,
    toggle: () => void (locked ? actions.unlock() : actions.lock()),
  };
}
