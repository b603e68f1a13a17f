import { ActionIcon, Button, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { DateField } from "@/components/inputs/date-field";
import classes from "./dated-rows-editor.module.css";

interface DatedRowsEditorProps<T extends { date: string }> {
  rows: readonly T[];
  /** "lump sum", "rate change": for buttons and labels. */
  noun: string;
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** The row's own field (amount or rate), next to its date; `labelled` on the first row only. */
  renderValue: (row: T, index: number, labelled: boolean) => ReactNode;
  onDateChange: (index: number, date: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  dateError: (index: number) => string | undefined;
  dateLabel: string;
  disabledAdd?: boolean;
}

/** A list of dated rows with add and remove, each row a date and one value. */
export function DatedRowsEditor<T extends { date: string }>({
  rows,
  noun,
  empty,
  renderValue,
  onDateChange,
  onAdd,
  onRemove,
  dateError,
  dateLabel,
  disabledAdd = false,
}: DatedRowsEditorProps<T>) {
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        rows.map((row, index) => (
          <div
            // Rows have no identity beyond their position (two may share a date while typing).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={index === 0 ? `${classes.row} ${classes.labelled}` : classes.row}
          >
            <div className={classes.date}>
              <DateField
                label={index === 0 ? dateLabel : undefined}
                aria-label={`${capitalised} ${index + 1} date`}
                value={row.date}
                onChange={(date) => onDateChange(index, date)}
                error={dateError(index)}
              />
            </div>
            <div className={classes.value}>{renderValue(row, index, index === 0)}</div>
            <ActionIcon
              className={classes.remove}
              variant="subtle"
              color="red"
              size={42}
              onClick={() => onRemove(index)}
              aria-label={`Remove ${noun} ${index + 1}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </div>
        ))
      )}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={15} />}
        onClick={onAdd}
        disabled={disabledAdd}
        style={{ alignSelf: "flex-start" }}
      >
        Add {noun}
      </Button>
    </Stack>
  );
}
