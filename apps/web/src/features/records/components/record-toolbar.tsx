import { Button, Group } from "@mantine/core";
import { IconCopy, IconDeviceFloppy, IconFileText, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { Tooltip } from "@/components/deferred/tooltip";
import { useMemberCan } from "@/lib/member-can";
import { lockToggle } from "./lock-toggle";
import { RecordMoreMenu } from "./record-more-menu";
import type { RecordActions } from "./use-record-actions";

interface RecordToolbarProps {
  reportPath: string;
  locked: boolean;
  deleted: boolean;
  dirty: boolean;
  saving: boolean;
  actions: RecordActions;
  onSave: () => void;
  onDelete: () => void;
}

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);
export const SAVE_SHORTCUT = isMac ? "⌘S" : "Ctrl+S";

/**
 * Save (also Ctrl+S / ⌘S), Copy, Lock or Unlock, the report, and Delete. On phones the
 * secondary actions sit in a "More" menu.
 */
export function RecordToolbar({
  reportPath,
  locked,
  deleted,
  dirty,
  saving,
  actions,
  onSave,
  onDelete,
}: RecordToolbarProps) {
  // Actions the member's role may not take are hidden (the server refuses them regardless).
  const canWrite = useMemberCan("records.write");
  const canLock = useMemberCan("records.lock");
  const canDelete = useMemberCan("records.delete");
  const readOnly = locked || deleted || !canWrite;
  const lock = lockToggle(locked, actions);
  const deleteHint = locked ? "Unlock it to delete it" : undefined;

  return (
    <Group gap="xs" wrap="nowrap">
      {readOnly ? null : (
        <Tooltip label={`Save (${SAVE_SHORTCUT})`} openDelay={400}>
          <Button
            size="sm"
            leftSection={<IconDeviceFloppy size={17} />}
            onClick={onSave}
            loading={saving}
            disabled={!dirty}
          >
            Save
          </Button>
        </Tooltip>
      )}
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        {canWrite ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconCopy size={17} />}
            onClick={() => void actions.copy()}
            loading={actions.copying}
            disabled={deleted}
          >
            Copy
          </Button>
        ) : null}
        {canLock ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<lock.Icon size={17} />}
            onClick={lock.toggle}
            loading={actions.locking}
            disabled={deleted}
          >
            {lock.label}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="subtle"
          leftSection={<IconFileText size={17} />}
          component={Link}
          to={reportPath}
        >
          Report
        </Button>
        {canDelete ? (
          <Tooltip label={deleteHint} disabled={!deleteHint}>
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={17} />}
              onClick={onDelete}
              disabled={readOnly}
              loading={actions.deleting}
            >
              Delete
            </Button>
          </Tooltip>
        ) : null}
      </Group>
      <RecordMoreMenu
        reportPath={reportPath}
        locked={locked}
        deleted={deleted}
        readOnly={readOnly}
        canWrite={canWrite}
        canLock={canLock}
        canDelete={canDelete}
        actions={actions}
        onDelete={onDelete}
      />
    </Group>
  );
}
