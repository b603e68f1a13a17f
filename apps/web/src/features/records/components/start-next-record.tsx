import { Button, Group, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface StartNextRecordProps {
  /** What the new record takes ("The bond amount, purchase date and rate of this transfer"). */
  children: ReactNode;
  label: string;
  onStart: () => void;
  pending: boolean;
  /** Unsaved changes: the new record is made from the saved one, so save first. */
  dirty: boolean;
  /** Why nothing can be taken now (e.g. "This transfer has no bond"), or undefined. */
  unavailable?: string | undefined;
  /** Extra fields the action needs (e.g. a purchase price). */
  extra?: ReactNode;
}

/**
 * An explicit "start the next calculation from this one" action: what it takes, in words, and a
 * button; the new record opens with every taken value marked as such.
 */
export function StartNextRecord({
  children,
  label,
  onStart,
  pending,
  dirty,
  unavailable,
  extra,
}: StartNextRecordProps) {
  const reason =
    unavailable ??
    (dirty ? "Save your changes first: it starts from the saved calculation." : undefined);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Text size="sm" style={{ flex: "1 1 220px" }}>
        {children}
        {reason ? (
          <Text component="span" size="sm" c="orange.9" display="block">
            {reason}
          </Text>
        ) : null}
      </Text>
      {extra}
      <Button
        variant="light"
        rightSection={<IconArrowRight size={16} />}
        onClick={onStart}
        loading={pending}
        disabled={reason !== undefined}
      >
        {label}
      </Button>
    </Group>
  );
}
