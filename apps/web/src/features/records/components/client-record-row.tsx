import { formatDateOr } from "@adviser-desk/format";
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconCopy,
  IconDots,
  IconExternalLink,
  IconLock,
  IconLockOpen,
  IconRestore,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { NO_START_DATE } from "@/lib/constants";
import { useMemberCan } from "@/lib/member-can";
import { recordName } from "../engine/record-name";
import { recordPath } from "../engine/record-paths";
import type { RecordKind, RecordSummaryOf } from "../engine/record-types";
import { webKind } from "../kinds/kinds";
import classes from "./client-records.module.css";

export interface RecordRowActions {
  copy: (id: string) => void;
  lock: (id: string) => void;
  unlock: (id: string) => void;
  remove: (id: string) => void;
  restore: (id: string) => void;
}

interface ClientRecordRowProps<K extends RecordKind> {
  kind: K;
  record: RecordSummaryOf<K>;
  /** The Recently deleted view: Restore instead of the other actions. */
  deleted: boolean;
  /** The client is deleted: nothing can be changed. */
  readOnly: boolean;
  actions: RecordRowActions;
}

/** One record in a client's list: name (opens it), created date, Locked badge, actions. */
export function ClientRecordRow<K extends RecordKind>({
  kind,
  record,
  deleted,
  readOnly,
  actions,
}: ClientRecordRowProps<K>) {
  const name = recordName(webKind(kind), record) || "Untitled";
  // What the member's role may do (ADR 029); the server refuses the rest regardless.
  const canWrite = useMemberCan("records.write");
  const canLock = useMemberCan("records.lock");
  const canDelete = useMemberCan("records.delete");
  const facts = [
    ...webKind(kind).listFacts(record),
    deleted
      ? `Deleted ${formatDateOr(record.deletedAt, NO_START_DATE)}`
      : `Created ${formatDateOr(record.createdAt, NO_START_DATE)}`,
  ].filter(Boolean);

  return (
    <div className={classes.row}>
      <Stack gap={2} miw={0}>
        <Group gap={8} wrap="wrap">
          {deleted ? (
            <Text fw={600} c="navy.9" style={{ overflowWrap: "anywhere" }}>
              {name}
            </Text>
          ) : (
            <Link to={recordPath(kind, record.id)} className={classes.name}>
              {name}
            </Link>
          )}
          {record.locked ? (
            <Badge
              size="sm"
              variant="light"
              color="yellow"
              leftSection={<IconLock size={11} />}
              radius="sm"
            >
              Locked
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {facts.join(" · ")}
        </Text>
      </Stack>
      {deleted ? (
        canWrite ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={15} />}
            onClick={() => actions.restore(record.id)}
            disabled={readOnly}
          >
            Restore
          </Button>
        ) : null
      ) : (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={recordPath(kind, record.id)}
            visibleFrom="xs"
            aria-label={`Open ${name}`}
          >
            Open
          </Button>
          <Menu position="bottom-end" width={190}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={32}
                aria-label={`Actions for ${name}`}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconExternalLink size={16} />}
                component={Link}
                to={recordPath(kind, record.id)}
              >
                Open
              </Menu.Item>
              {canWrite ? (
                <Menu.Item
                  leftSection={<IconCopy size={16} />}
                  onClick={() => actions.copy(record.id)}
                  disabled={readOnly}
                >
                  Copy
                </Menu.Item>
              ) : null}
              {!canLock ? null : record.locked ? (
                <Menu.Item
                  leftSection={<IconLockOpen size={16} />}
                  onClick={() => actions.unlock(record.id)}
                  disabled={readOnly}
                >
                  Unlock
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconLock size={16} />}
                  onClick={() => actions.lock(record.id)}
                  disabled={readOnly}
                >
                  Lock
                </Menu.Item>
              )}
              {canDelete ? (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => actions.remove(record.id)}
                    disabled={readOnly || record.locked}
                  >
                    {record.locked ? "Delete (unlock first)" : "Delete"}
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </div>
  );
}
