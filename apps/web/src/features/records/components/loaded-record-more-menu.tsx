import { Menu } from "@mantine/core";
import { IconCopy, IconFileText, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import type { DeferredProps } from "@/components/deferred/deferred-until-used";
import { lockToggle } from "./lock-toggle";
import { MoreActionsButton, type RecordMoreMenuProps } from "./more-actions-button";

/** Copy, Lock or Unlock, the report and Delete, as the phone toolbar's menu loads them. */
export function LoadedRecordMoreMenu({
  reportPath,
  locked,
  deleted,
  readOnly,
  canWrite,
  canLock,
  canDelete,
  actions,
  onDelete,
  requested,
}: RecordMoreMenuProps & DeferredProps) {
  const lock = lockToggle(locked, actions);
  return (
    <Menu position="bottom-end" width={200} offset={6} defaultOpened={requested}>
      <Menu.Target>
        <MoreActionsButton />
      </Menu.Target>
      <Menu.Dropdown>
        {canWrite ? (
          <Menu.Item
            leftSection={<IconCopy size={17} />}
            onClick={() => void actions.copy()}
            disabled={deleted}
          >
            Copy
          </Menu.Item>
        ) : null}
        {canLock ? (
          <Menu.Item leftSection={<lock.Icon size={17} />} onClick={lock.toggle} disabled={deleted}>
            {lock.label}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconFileText size={17} />} component={Link} to={reportPath}>
          Report
        </Menu.Item>
        {canDelete ? (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={17} />}
              onClick={onDelete}
              disabled={readOnly}
            >
              {locked ? "Delete (unlock first)" : "Delete"}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
