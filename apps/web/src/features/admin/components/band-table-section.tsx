import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { CheckboxField } from "@/components/fields/checkbox-field";
import { NumberField } from "@/components/fields/number-field";
import type { TableFieldBinding } from "../lib/table-field";

export interface BandColumn {
  header: string;
  /** The row's field ("from", "to", "rate", …). */
  key: string;
  /** Empty means "no limit" (the open-ended last row). */
  nullable?: boolean;
  /** Stored as a fraction, typed as a percentage. */
  percent?: boolean;
  /** A yes/no flag (e.g. "this band is an estimate") instead of a figure. */
  checkbox?: boolean;
}

interface BandTableSectionProps<Row> {
  title: string;
  hint: string;
  /** "bracket", "band": in the Add button and each row's Remove label. */
  noun: string;
  /** Where the rows sit in the table ("brackets", "bands"). */
  path: string;
  rows: readonly Row[];
  columns: readonly BandColumn[];
  /** Below this width (px) the table scrolls sideways; fewer columns need less. */
  minWidth?: number;
  /** The row "Add" appends, continuing from the last one. */
  newRow: (last: Row | undefined) => Row;
  field: TableFieldBinding;
}

/** An editable table of rate bands (tax brackets, duty bands, fee bands), each row by position. */
export function BandTableSection<Row>(props: BandTableSectionProps<Row>) {
  const { title, hint, noun, path, rows, columns, newRow, field } = props;
  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Title order={2} fz="md" c="navy.9">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        {field.errors.get(path) ? (
          <Text size="sm" c="red.7">
            {field.errors.get(path)}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={props.minWidth ?? 620}>
          <Table verticalSpacing={6} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  // A box needs no more room than its header; the figures get the rest.
                  <Table.Th key={column.key} w={column.checkbox ? 1 : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th aria-label="Remove" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position.
                <Table.Tr key={i}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      {column.checkbox ? (
                        <CheckboxField
                          label=""
                          aria-label={`${column.header}, ${noun} ${i + 1}`}
                          path={`${path}.${i}.${column.key}`}
                          {...field}
                        />
                      ) : (
                        <NumberField
                          label=""
                          aria-label={`${column.header}, ${noun} ${i + 1}`}
                          path={`${path}.${i}.${column.key}`}
                          nullable={column.nullable}
                          percent={column.percent}
                          {...field}
                        />
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${noun} ${i + 1}`}
                      disabled={rows.length <= 1}
                      onClick={() =>
                        field.onChange(
                          path,
                          rows.filter((__, j) => j !== i),
                        )
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => field.onChange(path, [...rows, newRow(rows.at(-1))])}
          >
            Add {noun}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
