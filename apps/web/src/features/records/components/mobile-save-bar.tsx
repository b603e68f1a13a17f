import { Button, Group, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./record-screen.module.css";

interface MobileSaveBarProps {
  /** The key result, kept in view while typing on a phone (the results are far below). */
  summary: ReactNode;
  /** Show Save (there are unsaved changes). */
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Phones: a bar along the bottom edge with the live result and, when needed, Save. */
export function MobileSaveBar({ summary, canSave, saving, onSave }: MobileSaveBarProps) {
  return (
    <div className={classes.mobileSaveBar}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          {summary}
          {canSave ? (
            <Text size="xs" c="orange.8" fw={500}>
              Unsaved changes
            </Text>
          ) : null}
        </div>
        {canSave ? (
          <Button
            size="sm"
            leftSection={<IconDeviceFloppy size={17} />}
            onClick={onSave}
            loading={saving}
          >
            Save
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
