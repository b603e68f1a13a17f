import type { TableChange } from "@adviser-desk/contracts";
import { Table, Text } from "@mantine/core";

const shown = (value: TableChange["before"]) =>
  value === undefined ? (
    <Text span c="dimmed">
      —
    </Text>
  ) : (
    String(value)
  );

/** What publishing would change against the current version, one figure per row. */
export function ChangeList({ changes, isNew }: { changes: TableChange[]; isNew: boolean }) {
  if (isNew)
    return <Text size="sm">This is a new table: there is no current version to compare with.</Text>;
  if (changes.length === 0) {
    return <Text size="sm">No figure differs from the current version.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={480} mah={360}>
      <Table fz="sm" verticalSpacing={4} striped aria-label="Changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th>Current</Table.Th>
            <Table.Th>New</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.path}>
              <Table.Td ff="monospace">{change.path}</Table.Td>
              <Table.Td>{shown(change.before)}</Table.Td>
              <Table.Td fw={600}>{shown(change.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
